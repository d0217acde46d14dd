import type { Context, SessionUser } from '../../trpc/context';
import { findVoice } from '../../services/speech/synthesize';
import { voiceView } from '../../services/speech/voice-view';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** One voice the company may use (also getVoiceDetail). */
export const getDetailByBizIdHandler = async ({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) =>
  voiceView(await findVoice(ctx.db, ctx.user.companyId, String(input.bizId)));
