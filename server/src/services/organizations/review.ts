import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Database } from '../../db/client';
import {
  notices,
  organizationMembers,
  organizations,
  users,
  videoTaskReviews,
  videoTasks,
} from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { TaskReview } from '../render/task-view';
import { orgScopeOf, type OrgScope } from './authority';

/*
 * Organisation review (002 §7 /organization/review*; what it means is ours): a manager looks at the
 * finished videos of the members of the organisations they run and approves one (submit) or returns
 * it with a reason (task/edit). The decision is recorded on the task (审核通过 / 已退回 with the reason)
 * and shown to its author; it does not delete or hide the video, and a later decision replaces it.
 */
type Reviewer = { id: string; companyId: string; roles: readonly string[] };
export type ReviewStatus = 'pending' | 'approved' | 'returned';

function select(db: Database) {
  return db
    .select({ task: videoTasks, userName: users.displayName, orgName: organizations.name, review: videoTaskReviews })
    .from(videoTasks)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, videoTasks.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .innerJoin(users, eq(users.id, videoTasks.userId))
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId));
}
type Row = Awaited<ReturnType<ReturnType<typeof select>['where']>>[number];

const scopeWhere = (reviewer: Reviewer, scope: OrgScope): SQL[] => [
  eq(videoTasks.companyId, scope.companyId),
  eq(organizations.companyId, scope.companyId),
  // Nobody reviews their own video.
  ne(videoTasks.userId, reviewer.id),
  ...(scope.orgId ? [eq(organizations.id, scope.orgId)] : []),
];

export const reviewView = (r: Row) => ({
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

/** The videos waiting (or decided), newest first. */
export async function listReviews(
  db: Database,
  reviewer: Reviewer,
  input: { pageIndex: number; pageSize: number; status: ReviewStatus | 'all' },
) {
  const scope = await orgScopeOf(db, reviewer);
  const where = [...scopeWhere(reviewer, scope), eq(videoTasks.displayStatus, 'Finished')];
  if (input.status === 'pending') where.push(isNull(videoTaskReviews.taskId));
  else if (input.status !== 'all') where.push(eq(videoTaskReviews.status, input.status));
  const condition = and(...where);
  const [total] = await db
    .select({ n: count() })
    .from(videoTasks)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, videoTasks.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .leftJoin(videoTaskReviews, eq(videoTaskReviews.taskId, videoTasks.bizId))
    .where(condition);
  const rows = await select(db)
    .where(condition)
    .orderBy(desc(videoTasks.finishedAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Approves (reason '') or returns a finished video of a member in the reviewer's scope. */
export async function decideReview(
  db: Database,
  reviewer: Reviewer,
  id: string | number,
  status: 'approved' | 'returned',
  reason: string,
) {
  const scope = await orgScopeOf(db, reviewer);
  const taskId = asUuid(id);
  const [task] = taskId
    ? await db
        .select()
        .from(videoTasks)
        .where(and(eq(videoTasks.bizId, taskId), eq(videoTasks.companyId, scope.companyId)))
        .limit(1)
    : [];
  // Another company's or organisation's task, or one of a user outside every organisation, reads as unknown.
  const [row] = task
    ? await select(db)
        .where(and(eq(videoTasks.bizId, task.bizId), ...scopeWhere(reviewer, scope)))
        .limit(1)
    : [];
  if (!row) throw DomainError.business(404, m.taskNotFound);
  if (row.task.displayStatus !== 'Finished') throw DomainError.business(400, m.taskNotFinished);
  const values = { taskId: row.task.bizId, status, reason, reviewerId: reviewer.id, reviewedAt: new Date() };
  await db
    .insert(videoTaskReviews)
    .values(values)
    .onConflictDoUpdate({
      target: videoTaskReviews.taskId,
      set: { status, reason, reviewerId: reviewer.id, reviewedAt: values.reviewedAt },
    });
  // The author hears of a return at once (the notice poll, 000 §7), not only on opening the task list.
  if (status === 'returned' && row.task.userId)
    await db.insert(notices).values({
      companyId: row.task.companyId,
      userId: row.task.userId,
      status: 'error',
      noticeMessage: m.videoReturned(row.task.title, reason),
    });
  const [after] = await select(db).where(eq(videoTasks.bizId, row.task.bizId)).limit(1);
  return reviewView(after!);
}

/**
 * The review each finished task among `tasks` shows its author: the decision when there is one,
 * else 审核中 when its author belongs to an organisation (whose managers review it). Tasks nobody
 * reviews are absent.
 */
export async function reviewsOfTasks(
  db: Database,
  tasks: readonly { bizId: string; userId: string | null; displayStatus: string }[],
): Promise<Map<string, TaskReview>> {
  const finished = tasks.filter((t) => t.displayStatus === 'Finished');
  const reviews = new Map<string, TaskReview>();
  if (finished.length === 0) return reviews;
  const decisions = await db
    .select({ taskId: videoTaskReviews.taskId, status: videoTaskReviews.status, reason: videoTaskReviews.reason })
    .from(videoTaskReviews)
    .where(
      inArray(
        videoTaskReviews.taskId,
        finished.map((t) => t.bizId),
      ),
    );
  const members = await db
    .selectDistinct({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(inArray(organizationMembers.userId, [...new Set(finished.flatMap((t) => (t.userId ? [t.userId] : [])))]));
  const inOrganisation = new Set(members.map((m) => m.userId));
  for (const task of finished) {
    const decision = decisions.find((d) => d.taskId === task.bizId);
    if (decision) reviews.set(task.bizId, { status: decision.status, reason: decision.reason });
    else if (task.userId && inOrganisation.has(task.userId)) reviews.set(task.bizId, { status: 'pending', reason: '' });
  }
  return reviews;
}
