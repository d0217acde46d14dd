import type { Context, SessionUser } from '../../trpc/context';
import { companyTtsTask } from '../../services/speech/tts-task';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

export async function getAsyncResultHandler({ ctx, input }: { ctx: Ctx; input: { taskId: string | number } }) {
  const task = await companyTtsTask(ctx.db, ctx.user.companyId, input.taskId);
  return {
    taskId: task.id,
    status: task.status,
    audioUrl: task.audioKey ? ctx.storage.urlOf(task.audioKey, ctx.request.origin) : null,
    durationMs: task.durationMs,
    failReason: task.failReason,
  };
}
