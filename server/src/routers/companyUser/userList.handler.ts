import type { Context, SessionUser } from '../../trpc/context';
import { companyUserView, pageCompanyUsers } from '../../services/accounts/company-users';

/** GET /user/list (002 §9: page size 8 by default), searchable by name, e-mail or phone. */
export async function userListHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { pageIndex: number; pageSize: number; keyword?: string | undefined };
}) {
  const { rows, total } = await pageCompanyUsers(ctx.db, ctx.user.companyId, input);
  return { list: rows.map(companyUserView), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
