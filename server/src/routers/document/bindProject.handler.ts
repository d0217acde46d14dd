import type { Context, SessionUser } from '../../trpc/context';
import { bindFolders } from '../../services/documents/folders';
import { companyTalkRow } from '../../services/talk/projects';

/** Binds folders to one of the company's interactive projects; another company's project is unknown (404). */
export async function bindProjectHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { user: SessionUser };
  input: { folderIds: (string | number)[]; projectId: string | number };
}) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId);
  await bindFolders(ctx.db, ctx.user.companyId, project.id, input.folderIds);
  return { ok: true as const };
}
