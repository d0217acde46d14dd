import type { Context, SessionUser } from '../../trpc/context';
import { folderViews, projectFolders } from '../../services/documents/folders';

export const projectQueryHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { projectId: string | number };
}) =>
  folderViews(ctx.db, ctx.user.companyId, await projectFolders(ctx.db, ctx.user.companyId, String(input.projectId)));
