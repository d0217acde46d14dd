import type { Context, SessionUser } from '../../trpc/context';
import { renameTalkProject, talkProjectView } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function renameHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; newTitle: string };
}) {
  return talkProjectView(await renameTalkProject(ctx.db, ctx.user.companyId, input.projectId, input.newTitle));
}
