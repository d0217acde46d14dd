import type { Context, SessionUser } from '../../trpc/context';
import { synthesizeToStorage, type SpeechSettings } from '../../services/speech/synthesize';

type Ctx = Pick<Context, 'db' | 'storage' | 'speech'> & { user: SessionUser };

/** voice/time/prediction: the spoken duration, measured by synthesising (cached) at volume 50 by default. */
export async function predictionHandler({ ctx, input }: { ctx: Ctx; input: SpeechSettings & { text: string } }) {
  const { durationMs } = await synthesizeToStorage(ctx, ctx.user.companyId, input.text, { volume: 50, ...input });
  return { durationMs };
}
