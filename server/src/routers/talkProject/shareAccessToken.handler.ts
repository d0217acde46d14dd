import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow, shareTokenOf } from '../../services/talk/projects';
import { shareUrl } from '../../services/talk/share-status';

type Ctx = Pick<Context, 'db' | 'request'> & { user: SessionUser };

export async function shareAccessTokenHandler({ ctx, input }: { ctx: Ctx; input: { projectId: string | number } }) {
  const row = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  const share = await shareTokenOf(ctx.db, row);
  return {
    projectId: row.id,
    accessToken: share.token,
    status: share.status,
    shareUrl: shareUrl(ctx.request.origin, row.id, share.token),
  };
}
