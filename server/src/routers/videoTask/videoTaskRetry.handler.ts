import { renderRuleMessages } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { DomainError } from '../../services/domain-error';
import { retryRenderTask } from '../../services/render/start-task';
import { visibleTask } from '../../services/render/tasks.repo';
import { taskView } from '../../services/render/task-view';

type Ctx = Pick<Context, 'db' | 'queue' | 'storage' | 'request' | 'config'> & { user: SessionUser };

/** Retry (bizId): a failed task runs again with the same project snapshot and fresh credits. */
export async function videoTaskRetryHandler({ ctx, input }: { ctx: Ctx; input: { bizId: string | number } }) {
  const task = await visibleTask(ctx.db, ctx.user, input.bizId);
  if (task.displayStatus !== 'Fail') throw DomainError.business(400, renderRuleMessages.onlyFailedRetry);
  const again = await retryRenderTask(ctx, task);
  return taskView(again, ctx.storage, ctx.request.origin);
}
