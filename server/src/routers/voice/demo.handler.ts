import type { Context, SessionUser } from '../../trpc/context';
import { limitAuditions } from '../../services/speech/audition-limits';
import { synthesizeToStorage, type SpeechSettings } from '../../services/speech/synthesize';

type Ctx = Pick<Context, 'db' | 'storage' | 'speech' | 'request'> & { user: SessionUser };

/** What an audition says when no text is given. */
const DEMO_TEXT = '您好，我是您的数字员工，很高兴为您服务。';

/**
 * voice/new/demo: an audition of a voice with its settings, WAV at 16000 Hz by default (001 §7).
 * Counted against the audition limits; the same voice, settings and text are synthesised once and
 * then served from storage.
 */
export async function demoHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: SpeechSettings & { text?: string | undefined; sampleRate: number };
}) {
  await limitAuditions(ctx.db, ctx.user.companyId, ctx.user.id);
  const { key, durationMs, sampleRate } = await synthesizeToStorage(
    ctx,
    ctx.user.companyId,
    input.text || DEMO_TEXT,
    input,
  );
  return { audioUrl: ctx.storage.urlOf(key, ctx.request.origin), durationMs, sampleRate };
}
