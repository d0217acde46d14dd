import type { Context, SessionUser } from '../../trpc/context';
import { aiVideoTaskView, pageAiVideoTasks, type AiVideoTaskQuery } from '../../services/render/ai-video-tasks';

/** /video-creation/ai-video-task/query-page (001 §9: page size 24). */
export async function queryPageHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };
  input: AiVideoTaskQuery;
}) {
  const { rows, total } = await pageAiVideoTasks(ctx.db, ctx.user, input);
  return {
    list: rows.map((t) => aiVideoTaskView(t, ctx.storage, ctx.request.origin)),
    total,
    pageIndex: input.pageIndex,
    pageSize: input.pageSize,
  };
}
