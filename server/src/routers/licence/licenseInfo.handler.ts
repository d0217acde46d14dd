import type { Context, SessionUser } from '../../trpc/context';
import { licenceView } from '../../services/accounts/current-user';

/** GET /talk/resource/license/info: the interactive lines' licences (22 card, 23 all-in-one, 24 SDK). */
export const licenseInfoHandler = async ({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) =>
  (await licenceView(ctx.db, ctx.user.companyId)).filter((l) => l.appId !== 21);
