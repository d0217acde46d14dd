import { and, eq } from 'drizzle-orm';
import { cardMessages, RESOURCE_TYPES } from '@portal/contracts';
import { LIVE_QUOTA_CODE } from '@portal/contracts/calls/live/live-schemas';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { spendable, takeQuota } from '../quota/consume';
import { HEARTBEAT_TIMEOUT_MS } from './seats';

/*
 * Metering: interactive duration (resource 21) is spent per started minute of a session, through
 * the one quota mechanism (services/quota/consume.ts). The first minute is taken with the seat at
 * start; each heartbeat (and the hang-up) that finds a new minute started takes it.
 */

type SessionRow = typeof talkSessions.$inferSelect;

const MINUTE_MS = 60_000;
export const DURATION = RESOURCE_TYPES.interactiveDuration;
export const durationRefusal = { code: LIVE_QUOTA_CODE, message: cardMessages.quotaExhausted };

/** Minutes started since the session began: the first counts from the start. */
export const minutesStarted = (startedAt: Date, now: Date) =>
  Math.max(1, Math.ceil((now.getTime() - startedAt.getTime()) / MINUTE_MS));

const spenderOf = (row: Pick<SessionRow, 'companyId' | 'userId'>) => ({ companyId: row.companyId, userId: row.userId });

/**
 * Whether a session is metered. A visitor's always (it cannot start without the quota, 0021). A
 * member's test call only when the company holds the quota: a platform that does not sell
 * interactive duration still lets its members try their projects.
 */
export async function isMetered(db: Database, row: Pick<SessionRow, 'companyId' | 'userId' | 'visitorId'>) {
  if (row.visitorId) return true;
  return (await spendable(db, spenderOf(row), DURATION)).resourceCode !== null;
}

/** Takes the first minute; the caller's transaction holds the new session row. */
export async function chargeFirstMinute(tx: Database, row: Pick<SessionRow, 'companyId' | 'userId'>) {
  await takeQuota(tx, spenderOf(row), DURATION, 1, durationRefusal);
}

/**
 * Charges the minutes started since the last charge, one at a time. Each minute is claimed on the
 * session row (charged_minutes moves from n to n+1 only if it is still n) in the same transaction
 * as the quota it takes, so two heartbeats at once never charge a minute twice, and a refused
 * minute is not recorded. Answers whether the quota ran out.
 */
export async function chargeStartedMinutes(db: Database, row: SessionRow, now: Date) {
  const due = minutesStarted(row.startedAt, now);
  for (let charged = row.chargedMinutes; charged < due; charged++) {
    try {
      const claimed = await db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const won = await t
          .update(talkSessions)
          .set({ chargedMinutes: charged + 1 })
          .where(
            and(
              eq(talkSessions.id, row.id),
              eq(talkSessions.status, 'Running'),
              eq(talkSessions.chargedMinutes, charged),
            ),
          )
          .returning({ id: talkSessions.id });
        if (won.length === 0) return false;
        await takeQuota(t, spenderOf(row), DURATION, 1, durationRefusal);
        return true;
      });
      // Another heartbeat of the same session is charging (or it has ended): that one owns the minute.
      if (!claimed) return { exhausted: false };
    } catch (error) {
      // Any level of the quota (company, organisation share, member share) refuses with our code.
      if (error instanceof DomainError && error.code === LIVE_QUOTA_CODE) return { exhausted: true };
      throw error;
    }
  }
  return { exhausted: false };
}

/**
 * Before a session ends on someone's word (hang-up, closed channel, failed handshake): the minutes
 * it started since its last heartbeat, as far as the quota goes. Never past the timeout: a session
 * that stopped beating held its channel no longer than that.
 */
export async function chargeBeforeEnd(db: Database, sessionId: string, now: Date) {
  const [row] = await db.select().from(talkSessions).where(eq(talkSessions.id, sessionId));
  if (row?.status !== 'Running' || !(await isMetered(db, row))) return;
  const until = Math.min(now.getTime(), row.heartbeatAt.getTime() + HEARTBEAT_TIMEOUT_MS);
  await chargeStartedMinutes(db, row, new Date(until));
}
