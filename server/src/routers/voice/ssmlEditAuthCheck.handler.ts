import type { Context, SessionUser } from '../../trpc/context';
import { ssmlEditAuthorized } from '../../services/speech/voice-catalogue';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** SSML_EDIT authorisation (002 §5): whether the quick markup modal is open to the company. */
export const ssmlEditAuthCheckHandler = async ({ ctx }: { ctx: Ctx }) => ({
  authorized: await ssmlEditAuthorized(ctx.db, ctx.user.companyId),
});
