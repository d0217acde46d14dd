import type { Context, SessionUser } from '../../trpc/context';
import { deleteAiVideoTasks } from '../../services/render/ai-video-tasks';

/** Batch delete: tasks still in production cannot be deleted (001 §2). */
export async function batchDelHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { user: SessionUser };
  input: { bizIds: (string | number)[] };
}) {
  await deleteAiVideoTasks(ctx, ctx.user, input.bizIds);
  return { ok: true as const };
}
