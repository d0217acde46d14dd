import type { Context, SessionUser } from '../../trpc/context';
import { organizationVoices } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Voices an organisation or member may use (002 §7 voices/view; also usersVoicesView). */
export const organizationVoicesViewHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orgId?: string | number | undefined; userId?: string | number | undefined };
}) => ({
  list: await organizationVoices(ctx.db, ctx.user, input),
});
