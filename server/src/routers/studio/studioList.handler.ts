import type { Context, SessionUser } from '../../trpc/context';
import { listProjects, projectSummary } from '../../services/studio/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** /videocreation/studio/list: the company's projects, newest first, searchable by title. */
export async function studioListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { pageIndex: number; pageSize: number; keyword?: string | undefined };
}) {
  const { rows, total } = await listProjects(ctx.db, ctx.user.companyId, input);
  return { list: rows.map(projectSummary), total, pageIndex: input.pageIndex, pageSize: input.pageSize };
}
