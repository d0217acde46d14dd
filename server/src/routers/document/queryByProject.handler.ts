import type { Context, SessionUser } from '../../trpc/context';
import { pageDocuments, projectFolders } from '../../services/documents/folders';

/** The documents a project answers from: those of its bound folders. */
export async function queryByProjectHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: { projectId: string | number };
}) {
  if ((await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId))).length === 0) return [];
  return (
    await pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, {
      pageIndex: 1,
      pageSize: 100_000,
    })
  ).list;
}
