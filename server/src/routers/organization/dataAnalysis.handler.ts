import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyQuotas, organizationMembers, studioTemplates, users, videoProjects, videoTasks } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { ACCOUNT_PERMISSION_QUOTA_TYPE, analysisScopeOf } from '../../services/organizations/authority';
import { orgShares } from '../../services/organizations/quota-shares';
import { orgInScope } from '../../services/organizations/scope';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Days are counted in China Standard Time, the portal's users' day (ours; 000 §2 names the page only). */
const CST_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;
const TOP_TEMPLATES = 5;

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - CST_OFFSET_MS;
const dayOf = (at: Date) => new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Our data-analysis call (000 §2 DataAnalyse): per day the finished videos, their minutes and the
 * members who made any video; quota use; the templates most videos came from. A company-level
 * manager sees the company (or one organisation when orgId is given), an organisation manager theirs;
 * a manager of a company without organisations sees the company (its benefit board's chart).
 */
export async function dataAnalysisHandler({ ctx, input }: { ctx: Ctx; input: { startDate: string; endDate: string; orgId?: string | number | undefined } }) {
  const scope = await analysisScopeOf(ctx.db, ctx.user);
  const from = dayStart(input.startDate);
  const to = dayStart(input.endDate) + DAY_MS;
  const days = Math.round((to - from) / DAY_MS);
  if (!Number.isFinite(days) || days < 1 || days > MAX_DAYS) throw DomainError.invalidInput(m.dateRange);
  const org = input.orgId !== undefined ? await orgInScope(ctx.db, scope, input.orgId) : scope.orgId ? await orgInScope(ctx.db, scope, scope.orgId) : null;

  const memberIds = org ? (await ctx.db.select({ id: organizationMembers.userId }).from(organizationMembers).where(eq(organizationMembers.orgId, org.id))).map((r) => r.id) : null;
  const people = memberIds ? [inArray(videoTasks.userId, memberIds.length > 0 ? memberIds : ['00000000-0000-0000-0000-000000000000'])] : [];
  const tasks = await ctx.db
    .select({ userId: videoTasks.userId, status: videoTasks.displayStatus, durationMs: videoTasks.durationMs, createdAt: videoTasks.createdAt, finishedAt: videoTasks.finishedAt, template: studioTemplates.title })
    .from(videoTasks)
    .leftJoin(videoProjects, eq(videoProjects.id, videoTasks.projectId))
    .leftJoin(studioTemplates, eq(studioTemplates.id, videoProjects.templateId))
    .where(and(eq(videoTasks.companyId, scope.companyId), gte(videoTasks.createdAt, new Date(from)), lt(videoTasks.createdAt, new Date(to)), ...people));

  const daily = Array.from({ length: days }, (_, i) => ({ date: dayOf(new Date(from + i * DAY_MS)), videos: 0, minutes: 0, activeMembers: 0 }));
  const byDay = new Map(daily.map((d) => [d.date, { row: d, members: new Set<string>() }]));
  const active = new Set<string>();
  const templates = new Map<string, number>();
  for (const t of tasks) {
    const made = byDay.get(dayOf(t.createdAt));
    if (t.userId) {
      made?.members.add(t.userId);
      active.add(t.userId);
    }
    if (t.status !== 'Finished') continue;
    const done = byDay.get(dayOf(t.finishedAt ?? t.createdAt));
    if (done) {
      done.row.videos += 1;
      done.row.minutes += (t.durationMs ?? 0) / 60_000;
    }
    const name = t.template ?? '空白项目';
    templates.set(name, (templates.get(name) ?? 0) + 1);
  }
  for (const { row, members } of byDay.values()) {
    row.activeMembers = members.size;
    row.minutes = Math.round(row.minutes * 10) / 10;
  }

  // An organisation's view shows its shares and what its members spent of them; the company's its quotas.
  const quotas = org
    ? (await orgShares(ctx.db, scope.companyId, org.id)).map((q) => ({ resourceCode: q.resourceCode, resourceName: q.resourceName, resourceUnit: q.resourceUnit, used: q.used, total: q.capacity }))
    : (await ctx.db.select().from(companyQuotas).where(eq(companyQuotas.companyId, scope.companyId)))
        .filter((q) => q.resourceType !== ACCOUNT_PERMISSION_QUOTA_TYPE)
        .map((q) => ({ resourceCode: q.resourceCode, resourceName: q.resourceName, resourceUnit: q.resourceUnit, used: q.used, total: q.capacity }));

  const members = memberIds
    ? memberIds.length
    : (await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.companyId, scope.companyId), isNull(users.deletedAt)))).length;
  return {
    daily,
    quotas,
    topTemplates: [...templates.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP_TEMPLATES).map(([name, videos]) => ({ name, videos })),
    totals: {
      videos: daily.reduce((n, d) => n + d.videos, 0),
      minutes: Math.round(daily.reduce((n, d) => n + d.minutes, 0) * 10) / 10,
      activeMembers: active.size,
      members,
    },
  };
}
