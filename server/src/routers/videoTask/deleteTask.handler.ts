import type { Context, SessionUser } from '../../trpc/context';
import { deleteVisibleTasks } from '../../services/render/tasks.repo';

type Ctx = Pick<Context, 'db' | 'storage'> & { user: SessionUser };

/** /video-project/delete-task: tasks in production cannot be deleted (001 §2). */
export async function deleteTaskHandler({ ctx, input }: { ctx: Ctx; input: { bizIds: (string | number)[] } }) {
  await deleteVisibleTasks(ctx, ctx.user, input.bizIds);
  return { ok: true as const };
}
