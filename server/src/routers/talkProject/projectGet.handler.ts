import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow, talkProjectView } from '../../services/talk/projects';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function projectGetHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { projectId: string | number; edit?: boolean | undefined };
}) {
  return talkProjectView(await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId));
}
