import { isAmountQuota } from '@portal/contracts';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyQuotas, studioTemplates, users, videoProjects, videoTasks } from '../../db/schema/index';
import { analysisWindow, dayOf } from './analysis-window';
import { orgShares } from './quota-shares';

type Manager = { id: string; companyId: string; roles: readonly string[] };

const TOP_TEMPLATES = 5;

/**
 * Our data-analysis call (000 §2 DataAnalyse): per day the finished videos, their minutes and the
 * members who made any video; quota use; the templates most videos came from. A company-level
 * manager sees the company (or one organisation when orgId is given), an organisation manager theirs;
 * a manager of a company without organisations sees the company (its benefit board's chart).
 */
export async function dataAnalysis(
  db: Database,
  manager: Manager,
  input: { startDate: string; endDate: string; orgId?: string | number | undefined },
) {
  const w = await analysisWindow(db, manager, input);
  const { org, memberIds } = w;
  const scope = { companyId: w.companyId };
  const tasks = await db
    .select({
      userId: videoTasks.userId,
      status: videoTasks.displayStatus,
      durationMs: videoTasks.durationMs,
      createdAt: videoTasks.createdAt,
      finishedAt: videoTasks.finishedAt,
      template: studioTemplates.title,
    })
    .from(videoTasks)
    .leftJoin(videoProjects, eq(videoProjects.id, videoTasks.projectId))
    .leftJoin(studioTemplates, eq(studioTemplates.id, videoProjects.templateId))
    .where(
      and(
        eq(videoTasks.companyId, scope.companyId),
        gte(videoTasks.createdAt, w.from),
        lt(videoTasks.createdAt, w.to),
        ...w.people(videoTasks.userId),
      ),
    );

  const daily = w.dates.map((date) => ({ date, videos: 0, minutes: 0, activeMembers: 0 }));
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
    ? (await orgShares(db, scope.companyId, org.id)).map((q) => ({
        resourceCode: q.resourceCode,
        resourceName: q.resourceName,
        resourceUnit: q.resourceUnit,
        used: q.used,
        total: q.capacity,
      }))
    : (await db.select().from(companyQuotas).where(eq(companyQuotas.companyId, scope.companyId)))
        .filter((q) => isAmountQuota(q.resourceType))
        .map((q) => ({
          resourceCode: q.resourceCode,
          resourceName: q.resourceName,
          resourceUnit: q.resourceUnit,
          used: q.used,
          total: q.capacity,
        }));

  const members = memberIds
    ? memberIds.length
    : (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, scope.companyId), isNull(users.deletedAt)))
      ).length;
  return {
    daily,
    quotas,
    topTemplates: [...templates.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_TEMPLATES)
      .map(([name, videos]) => ({ name, videos })),
    totals: {
      videos: daily.reduce((n, d) => n + d.videos, 0),
      minutes: Math.round(daily.reduce((n, d) => n + d.minutes, 0) * 10) / 10,
      activeMembers: active.size,
      members,
    },
  };
}
