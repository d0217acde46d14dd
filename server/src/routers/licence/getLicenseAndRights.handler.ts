import type { Context, SessionUser } from '../../trpc/context';
import { customizeRightsOf, licenceView } from '../../services/accounts/current-user';

/** Licence cards (000 §3 licence config) and the company's customizeRights. */
export async function getLicenseAndRightsHandler({ ctx }: { ctx: Pick<Context, 'db'> & { user: SessionUser } }) {
  return {
    licenses: await licenceView(ctx.db, ctx.user.companyId),
    customizeRights: await customizeRightsOf(ctx.db, ctx.user.companyId),
  };
}
