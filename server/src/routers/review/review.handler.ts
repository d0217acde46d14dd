import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { organizationMembers, organizations, users, videoTaskReviews, videoTasks } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';
import { orgScopeOf, type OrgScope } from '../../services/organizations/authority';

/*
 * Organisation review (002 §7 /organization/review*; what it means is ours): a manager looks at the
 * finished videos of the members of the organisations they run and approves one (submit) or returns
 * it with a reason (task/edit). The decision is recorded on the task (审核通过 / 已退回 with the reason)
 * and shown to its author; it does not delete or hide the video, and a later decision replaces it.
 */
type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type ReviewStatus = 'pending' | 'approved' | 'returned';

function select(ctx: Ctx) {
  return ctx.db
    .select({ task: videoTasks, userName: users.displayName, orgName: organizations.name, review: videoTaskReviews })
    .from(videoTasks)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, videoTasks.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .innerJoin(users, eq(users.id, videoTasks.userId))
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const scopeWhere = (ctx: Ctx, scope: OrgScope): SQL[] => [
  eq(videoTasks.companyId, scope.companyId),
  eq(organizations.companyId, scope.companyId),
  // Nobody reviews their own video.
  ne(videoTasks.userId, ctx.user.id),
  ...(scope.orgId ? [eq(organizations.id, scope.orgId)] : []),
];

const view = (r: Row) => ({
  videoCreationTaskId: r.task.bizId,
  title: r.task.title,
  userId: r.task.userId,
  userName: r.userName,
  orgName: r.orgName,
  durationMs: r.task.durationMs,
  finishedAt: r.task.finishedAt,
  reviewStatus: (r.review?.status ?? 'pending') as ReviewStatus,
  reason: r.review?.reason ?? '',
});

/** GET /organization/review: the videos waiting (or decided), newest first. */
export async function organizationReviewHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; status: ReviewStatus | 'all' } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const where = [...scopeWhere(ctx, scope), eq(videoTasks.displayStatus, 'Finished')];
  if (input.status === 'pending') where.push(isNull(videoTaskReviews.taskId));
  else if (input.status !== 'all') where.push(eq(videoTaskReviews.status, input.status));
  const condition = and(...where);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(videoTasks)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, videoTasks.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId))
    .where(condition);
  const rows = await select(ctx).where(condition).orderBy(desc(videoTasks.finishedAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: rows.map(view), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

async function decide(ctx: Ctx, id: string | number, status: 'approved' | 'returned', reason: string) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const taskId = asUuid(id);
  const [task] = taskId ? await ctx.db.select().from(videoTasks).where(and(eq(videoTasks.bizId, taskId), eq(videoTasks.companyId, scope.companyId))).limit(1) : [];
  // Another company's or organisation's task, or one of a user outside every organisation, reads as unknown.
  const [row] = task ? await select(ctx).where(and(eq(videoTasks.bizId, task.bizId), ...scopeWhere(ctx, scope))).limit(1) : [];
  if (!row) throw DomainError.business(404, m.taskNotFound);
  if (row.task.displayStatus !== 'Finished') throw DomainError.business(400, m.taskNotFinished);
  const values = { taskId: row.task.bizId, status, reason, reviewerId: ctx.user.id, reviewedAt: new Date() };
  await ctx.db.insert(videoTaskReviews).values(values).onConflictDoUpdate({ target: videoTaskReviews.taskId, set: { status, reason, reviewerId: ctx.user.id, reviewedAt: values.reviewedAt } });
  const [after] = await select(ctx).where(eq(videoTasks.bizId, row.task.bizId)).limit(1);
  return view(after!);
}

/** GET /organization/review/submit?videoCreationTaskId: approve. */
export const organizationReviewSubmitHandler = ({ ctx, input }: { ctx: Ctx; input: { videoCreationTaskId: string | number } }) =>
  decide(ctx, input.videoCreationTaskId, 'approved', '');

/** GET /organization/review/task/edit: return the video to its author with a reason. */
export const taskEditHandler = ({ ctx, input }: { ctx: Ctx; input: { videoCreationTaskId: string | number; reason: string } }) =>
  decide(ctx, input.videoCreationTaskId, 'returned', input.reason);

