import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';

/**
 * A limit: at most `limit` hits per subject in a window of `windowMs`. The window starts at the
 * first hit; the hit that reaches the limit restarts it, so a subject that used its budget waits a
 * whole window from then (a lockout), however early in the window it got there.
 */
export interface RateRule {
  /** Names the counter family: `login-account`, `reset-mail-ip`, … */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

export interface RateState {
  /** Hits in the current window, this one included. */
  count: number;
  /** Whether this hit is within the limit. */
  allowed: boolean;
  resetAt: Date;
  retryAfterMs: number;
}

/** Subjects are hashed: counters need no e-mail addresses or IPs in the clear. */
const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;

const state = (rule: RateRule, count: number, resetAt: Date, now: Date): RateState => ({
  count,
  allowed: count <= rule.limit,
  resetAt,
  retryAfterMs: count <= rule.limit ? 0 : Math.max(0, resetAt.getTime() - now.getTime()),
});

/**
 * Counts one hit in a single upsert, so concurrent requests (in any process) each get their own
 * count and none slips past the limit. Works the same on PGlite and PostgreSQL.
 */
export async function hit(db: Database, rule: RateRule, subject: string, now = new Date()): Promise<RateState> {
  const key = keyOf(rule, subject);
  const nowIso = now.toISOString();
  const nextReset = new Date(now.getTime() + rule.windowMs).toISOString();
  const t = rateLimitCounters;
  const expired = sql`${t.resetAt} <= ${nowIso}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key, count: 1, resetAt: new Date(nextReset) })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        resetAt: sql`case when ${expired} or ${t.count} + 1 = ${rule.limit} then ${nextReset}::timestamptz else ${t.resetAt} end`,
      },
    })
    .returning({ count: t.count, resetAt: t.resetAt });
  if (Math.random() < 0.01) void sweep(db, now).catch(() => undefined);
  return state(rule, row!.count, row!.resetAt, now);
}

/** The current count without counting a hit; `allowed` says whether one more hit would be. */
export async function peek(db: Database, rule: RateRule, subject: string, now = new Date()): Promise<RateState> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, keyOf(rule, subject)), gt(rateLimitCounters.resetAt, now)));
  const count = row?.count ?? 0;
  return { ...state(rule, count + 1, row?.resetAt ?? now, now), count };
}

/** Takes one hit back (a login that succeeded after all does not count against its IP). */
export async function unhit(db: Database, rule: RateRule, subject: string) {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, keyOf(rule, subject)));
}

/** Forgets a subject's counter (a correct password ends a run of wrong ones). */
export async function reset(db: Database, rule: RateRule, subject: string) {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(rule, subject)));
}

/** Counters a day past their window are dead weight; removed now and then by a hit. */
async function sweep(db: Database, now: Date) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, new Date(now.getTime() - 24 * 3_600_000)));
}

/**
 * Counts a hit for each (rule, subject) and throws `refuse()` when any is over its limit. Every
 * counter is hit even after one refuses, so each limit sees the whole traffic.
 */
export async function enforce(
  db: Database,
  checks: readonly (readonly [RateRule, string])[],
  refuse: (state: RateState) => Error,
  now = new Date(),
) {
  const states = await Promise.all(checks.map(([rule, subject]) => hit(db, rule, subject, now)));
  const over = states.find((s) => !s.allowed);
  if (over) throw refuse(over);
}
