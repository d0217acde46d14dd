import type { Context, SessionUser } from '../../trpc/context';
import { aiVideoTaskOf, aiVideoTaskView } from '../../services/render/ai-video-tasks';
import { retryRenderTask } from '../../services/render/start-task';

export async function retryHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'queue' | 'storage' | 'request'> & { user: SessionUser };
  input: { bizId: string | number };
}) {
  const task = await aiVideoTaskOf(ctx.db, ctx.user, input.bizId);
  if (task.displayStatus !== 'Fail') return aiVideoTaskView(task, ctx.storage, ctx.request.origin);
  return aiVideoTaskView(await retryRenderTask(ctx, task), ctx.storage, ctx.request.origin);
}
