import { and, count, countDistinct, eq, gte, inArray, sql, sum, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, orders, sessions, users, videoTasks } from '../../db/schema/index';

const DAY_MS = 24 * 3_600_000;
const PAID = ['SUCCESS', 'REFUNDED'];

/** The UTC day of a timestamp column, as text (YYYY-MM-DD): days line up on every engine. */
const dayOf = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The platform's figures for the console's charts: totals now and one point per UTC day.
 * Active users are the distinct users who signed in or started a video that day (sessions that
 * ended by logout are gone, so this counts only what is still on record; the label says so).
 */
export async function platformStats(db: Database, days: number, now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const finished = and(eq(videoTasks.displayStatus, 'Finished'), gte(videoTasks.finishedAt, from));
  const paid = and(inArray(orders.status, PAID), gte(orders.createdAt, from));
  const [newCompanies, videos, revenue, signIns, starters, [totalsA], [totalsB], [totalsC]] = await Promise.all([
    db
      .select({ day: dayOf(companies.createdAt), n: count() })
      .from(companies)
      .where(gte(companies.createdAt, from))
      .groupBy(dayOf(companies.createdAt)),
    db
      .select({ day: dayOf(videoTasks.finishedAt), n: count(), ms: sum(videoTasks.durationMs) })
      .from(videoTasks)
      .where(finished)
      .groupBy(dayOf(videoTasks.finishedAt)),
    db
      .select({ day: dayOf(orders.createdAt), fen: sum(sql`${orders.priceFen} - ${orders.refundedFen}`) })
      .from(orders)
      .where(paid)
      .groupBy(dayOf(orders.createdAt)),
    db
      .selectDistinct({ day: dayOf(sessions.createdAt), userId: sessions.userId })
      .from(sessions)
      .where(gte(sessions.createdAt, from)),
    db
      .selectDistinct({ day: dayOf(videoTasks.createdAt), userId: videoTasks.userId })
      .from(videoTasks)
      .where(gte(videoTasks.createdAt, from)),
    db
      .select({ companies: count(), active: sql<number>`count(*) filter (where ${companies.status} = 'active')::int` })
      .from(companies),
    db
      .select({ users: countDistinct(users.id) })
      .from(users)
      .where(sql`${users.deletedAt} is null`),
    db
      .select({
        videos: sql<number>`(select count(*) from ${videoTasks} where ${videoTasks.displayStatus} = 'Finished')::int`,
        ms: sql<
          string | null
        >`(select sum(${videoTasks.durationMs}) from ${videoTasks} where ${videoTasks.displayStatus} = 'Finished')`,
        fen: sql<
          string | null
        >`(select sum(${orders.priceFen} - ${orders.refundedFen}) from ${orders} where ${orders.status} in ('SUCCESS', 'REFUNDED'))`,
      })
      .from(sql`(select 1) as one`),
  ]);
  const active = new Map<string, Set<string>>();
  for (const { day, userId } of [...signIns, ...starters]) {
    if (!userId) continue;
    if (!active.has(day)) active.set(day, new Set());
    active.get(day)!.add(userId);
  }
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const companiesByDay = byDay(newCompanies);
  const videosByDay = byDay(videos);
  const revenueByDay = byDay(revenue);
  const minutes = (ms: unknown) => Math.round(Number(ms ?? 0) / 600) / 100;
  const daily = Array.from({ length: days }, (_, i) => {
    const day = utcDay(from.getTime() + i * DAY_MS);
    return {
      day,
      newCompanies: companiesByDay.get(day)?.n ?? 0,
      activeUsers: active.get(day)?.size ?? 0,
      videos: videosByDay.get(day)?.n ?? 0,
      videoMinutes: minutes(videosByDay.get(day)?.ms),
      revenueFen: Number(revenueByDay.get(day)?.fen ?? 0),
    };
  });
  return {
    totals: {
      companies: totalsA?.companies ?? 0,
      activeCompanies: Number(totalsA?.active ?? 0),
      users: totalsB?.users ?? 0,
      videos: Number(totalsC?.videos ?? 0),
      videoMinutes: minutes(totalsC?.ms),
      revenueFen: Number(totalsC?.fen ?? 0),
    },
    daily,
  };
}
