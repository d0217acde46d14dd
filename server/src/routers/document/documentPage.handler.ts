import type { Context, SessionUser } from '../../trpc/context';
import { pageDocuments, projectFolders } from '../../services/documents/folders';

/** /talk/document/page: the project's documents, or with showAll every document of the company. */
export async function documentPageHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: {
    projectId: string | number;
    showAll?: boolean | undefined;
    search?: string | undefined;
    pageIndex: number;
    pageSize: number;
  };
}) {
  if (!input.showAll && (await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId))).length === 0)
    return { list: [], total: 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
  return pageDocuments(ctx.db, ctx.storage, ctx.request.origin, ctx.user.companyId, input);
}
