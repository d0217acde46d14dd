import type { Context, SessionUser } from '../../trpc/context';
import { findVoice, toEngineSsml, type SpeechSettings } from '../../services/speech/synthesize';
import { queueTtsTask } from '../../services/speech/tts-task';

type Ctx = Pick<Context, 'db' | 'queue'> & { user: SessionUser };

/** /voice/tts-async: a durable synthesis job; poll GET /voice/get-async-result. */
export async function ttsAsyncHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text: string } }) {
  const voice = await findVoice(ctx.db, ctx.user.companyId, input.voiceBizId);
  // The markup is checked now, so a bad request is refused here rather than failing in the job.
  toEngineSsml(input.text, voice.languageCode, voice.languageCode);
  return { taskId: await queueTtsTask(ctx, ctx.user, input) };
}
