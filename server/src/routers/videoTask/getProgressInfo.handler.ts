import type { Context, SessionUser } from '../../trpc/context';
import { visibleTask } from '../../services/render/tasks.repo';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

export async function getProgressInfoHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await visibleTask(ctx.db, ctx.user, input.bizId);
  return { bizId: task.bizId, displayStatus: task.displayStatus, stage: task.stage, progress: task.progress };
}
