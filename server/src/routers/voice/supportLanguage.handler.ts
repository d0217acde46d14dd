import type { Context, SessionUser } from '../../trpc/context';
import { findVoice } from '../../services/speech/synthesize';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** GET /talk/project/support-language?voiceBizId: the languages the voice speaks. */
export const supportLanguageHandler = async ({ ctx, input }: { ctx: Ctx; input: { voiceBizId: string } }) =>
  (await findVoice(ctx.db, ctx.user.companyId, input.voiceBizId)).multiLanguage;
