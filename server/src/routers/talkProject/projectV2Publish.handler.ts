import type { Context, SessionUser } from '../../trpc/context';
import { shareTokenOf, talkProjectView } from '../../services/talk/projects';
import { publishTalkProject } from '../../services/talk/save';
import { shareUrl } from '../../services/talk/share-status';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export async function projectV2PublishHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await publishTalkProject(ctx.db, ctx.user.companyId, input.projectId);
  const share = await shareTokenOf(ctx.db, row);
  return {
    ...talkProjectView(row),
    shareUrl: shareUrl(ctx.request.origin, row.id, share.token),
    shareTokenStatus: share.status,
  };
}
