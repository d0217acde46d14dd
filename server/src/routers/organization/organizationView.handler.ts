import type { Context, SessionUser } from '../../trpc/context';
import { listOrganizations } from '../../services/organizations/organizations';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** POST /organization/view: the organisations the manager runs, paged, searchable by name. */
export async function organizationViewHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; keyword?: string | undefined };
}) {
  const { list, total } = await listOrganizations(ctx.db, ctx.user, input);
  return { list, total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
