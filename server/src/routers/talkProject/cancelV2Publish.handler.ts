import type { Context, SessionUser } from '../../trpc/context';
import { talkProjectView } from '../../services/talk/projects';
import { cancelPublishTalkProject } from '../../services/talk/save';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function cancelV2PublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  return talkProjectView(await cancelPublishTalkProject(ctx.db, ctx.user.companyId, input.projectId));
}
