import type { Context, SessionUser } from '../../trpc/context';
import { companyTalkRow } from '../../services/talk/projects';
import { pageMoments, momentView } from '../../services/content/moments';
import { mediaUrls as urls } from './media-urls';

/** moment/query/v2: the card's moments for the manager (pinned first, then the sort mode). */
export async function momentQueryV2Handler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: {
    projectId: string | number;
    labelId?: string | number | undefined;
    orderType: number;
    pageIndex: number;
    pageSize: number;
  };
}) {
  const project = await companyTalkRow(ctx.db, ctx.user.companyId, input.projectId, 'project');
  const { rows, total } = await pageMoments(ctx.db, { ...input, projectId: project.id });
  return {
    id: project.id,
    list: rows.map((r) => momentView(r, urls(ctx))),
    total,
    orderType: input.orderType,
    labelId: input.labelId === undefined ? null : String(input.labelId),
    projectId: project.id,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
