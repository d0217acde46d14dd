import type { Context, SessionUser } from '../../trpc/context';
import { listStudioTasks } from '../../services/render/tasks.repo';
import { taskView } from '../../services/render/task-view';
import { reviewsOfTasks } from '../../services/organizations/review';

type Ctx = Pick<Context, 'db' | 'storage' | 'request'> & { user: SessionUser };

/** /video-project/get-task-list: keyword, status, a date range whose end is the end of its day. */
export async function getTaskListHandler({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: {
    keyword: string;
    pageIndex: number;
    pageSize: number;
    displayStatus?: 'Running' | 'Finished' | 'Fail' | undefined;
    startTime?: number | undefined;
    endTime?: number | undefined;
  };
}) {
  const { rows, total } = await listStudioTasks(ctx.db, ctx.user, input);
  const reviews = await reviewsOfTasks(ctx.db, rows);
  return {
    records: rows.map((t) => taskView(t, ctx.storage, ctx.request.origin, reviews.get(t.bizId) ?? null)),
    total,
  };
}
