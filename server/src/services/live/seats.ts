import { and, count, eq, gte, lt, max, sql } from 'drizzle-orm';
import { RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyQuotas, talkSessions } from '../../db/schema/index';

/*
 * Seats: how many sessions of a company may run at once (issue "Live conversation" item 4; 002 is
 * silent on the rule, this is ours, docs/decisions/0021).
 *
 * Rule: seats = max(LIVE_MIN_SEATS (default 3), the capacity of the company's interactive way
 * count quota, resource 12 "互动路数").
 * - A "way" (路) is one concurrent interactive channel in the trade's own words; the portal already
 *   spends one way per interactive project it creates (services/talk/projects.ts), so a company that
 *   bought N ways runs N digital humans, each of which can hold at least one call at a time.
 * - The floor exists because our human is drawn in the visitor's browser (no GPU per stream): a
 *   company with one project may still take a few calls at once. The operator sets it.
 * - Interactive duration (21) meters the minutes; it is not a seat count. Hardware (13) devices
 *   hold their own sessions through the same rule when they join.
 * Every session of the company counts, visitors' and members' (a member's test call holds a channel
 * too). A seat is held by a Running session whose last heartbeat is younger than the timeout, so a
 * closed tab frees its seat within HEARTBEAT_TIMEOUT_MS even if nothing ever stops it.
 */

/** How often a client sends a heartbeat (ours; the spec shows no interval). */
export const HEARTBEAT_INTERVAL_MS = 15_000;
/**
 * A session with no heartbeat for this long has ended and holds no seat: three missed beats, so
 * one lost request or a slow network never ends a call, and a closed tab frees the seat within 45 s.
 */
export const HEARTBEAT_TIMEOUT_MS = 45_000;

const freshSince = (now: Date) => new Date(now.getTime() - HEARTBEAT_TIMEOUT_MS);

/**
 * Locks the company's row for the rest of the transaction: every start of the company, in any web
 * process on any machine, queues here, so counting the seats and taking one cannot interleave.
 */
export async function lockCompanySeats(tx: Database, companyId: string) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function seatLimit(db: Database, companyId: string, minSeats: number) {
  const [ways] = await db
    .select({ capacity: max(companyQuotas.capacity) })
    .from(companyQuotas)
    .where(
      and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, RESOURCE_TYPES.interactiveWayCount)),
    );
  return Math.max(minSeats, Number(ways?.capacity ?? 0));
}

/** Sessions of the company holding a seat now: running, with a heartbeat within the timeout. */
export async function seatsInUse(db: Database, companyId: string, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(talkSessions)
    .where(
      and(
        eq(talkSessions.companyId, companyId),
        eq(talkSessions.status, 'Running'),
        gte(talkSessions.heartbeatAt, freshSince(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function seatsOf(db: Database, companyId: string, minSeats: number, now: Date) {
  return { used: await seatsInUse(db, companyId, now), limit: await seatLimit(db, companyId, minSeats) };
}

/**
 * Ends the company's sessions that stopped beating (a crashed client, a closed tab): reason timeout,
 * stopped when their timeout ran out (the call's real length, whenever the close happens).
 */
export async function closeStaleSessions(db: Database, companyId: string, now: Date) {
  await db
    .update(talkSessions)
    .set({
      status: 'Stopped',
      endReason: 'timeout',
      stoppedAt: sql`${talkSessions.heartbeatAt} + ${HEARTBEAT_TIMEOUT_MS} * interval '1 millisecond'`,
    })
    .where(
      and(
        eq(talkSessions.companyId, companyId),
        eq(talkSessions.status, 'Running'),
        lt(talkSessions.heartbeatAt, freshSince(now)),
      ),
    );
}

/** A running session past the timeout has ended, whether or not anything has closed it yet. */
export const timedOut = (heartbeatAt: Date, now: Date) => now.getTime() - heartbeatAt.getTime() > HEARTBEAT_TIMEOUT_MS;
/** When a session that stopped beating ended: its timeout ran out. */
export const timeoutEnd = (heartbeatAt: Date) => new Date(heartbeatAt.getTime() + HEARTBEAT_TIMEOUT_MS);
