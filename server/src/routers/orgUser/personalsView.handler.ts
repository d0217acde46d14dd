import type { Context, SessionUser } from '../../trpc/context';
import { personalStyles } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The personal styles an organisation or one of its users may use (002 §7 personals/view). */
export const personalsViewHandler = async ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { orgId?: string | number | undefined; userId?: string | number | undefined };
}) => ({
  list: await personalStyles(ctx.db, ctx.user, input),
});
