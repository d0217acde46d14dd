import { and, eq } from 'drizzle-orm';
import { liveMessages } from '@portal/contracts';
import { CARD_REFUSAL_CODE } from '@portal/contracts/calls/applet/card-schemas';
import { LIVE_SEATS_FULL_CODE, type LiveModeSchema, type LiveSession } from '@portal/contracts/calls/live/live-schemas';
import type { z } from 'zod';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { cardVisitor, type CardLink } from '../applet/card-access';
import { verifyVisitorId } from '../applet/visitor-id';
import { asUuid } from '../ids';
import { DomainError } from '../domain-error';
import { assertProjectUsable } from '../talk/save';
import { chargeFirstMinute, chargeStartedMinutes, isMetered } from './metering';
import {
  closeStaleSessions,
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TIMEOUT_MS,
  lockCompanySeats,
  seatLimit,
  seatsInUse,
  seatsOf,
  timedOut,
  timeoutEnd,
} from './seats';
import { endVisitorSession, type EndReason, visitorSession } from './visitor-sessions';

/*
 * One session lifecycle for every conversation (docs/decisions/0021): a card visitor's call
 * (applet rtc sync/start, live heartbeat, rtc stop) and a member's talkProject task sessions share
 * the start (a seat and the first minute in one transaction), the heartbeat (timeout, then the
 * minutes started, then the fresh beat) and the end (endVisitorSession).
 */

export type SessionRow = typeof talkSessions.$inferSelect;
type LiveMode = z.infer<typeof LiveModeSchema>;

export interface LiveDeps {
  db: Database;
  config: Pick<AppConfig, 'secret' | 'liveMinSeats'>;
}

export interface NewSession {
  companyId: string;
  projectId: string;
  userId: string | null;
  visitorId: string | null;
  side: 'server' | 'client';
  mode: LiveMode | null;
}

/**
 * Opens a session holding a seat. Under the company's row lock (every web process queues there):
 * stale sessions are closed, the visitor's own running session is replaced, the seats are counted,
 * and the session is inserted with its first minute taken. A refusal rolls all of it back.
 */
export async function openSession(db: Database, minSeats: number, session: NewSession, now = new Date()) {
  const metered = await isMetered(db, session);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await lockCompanySeats(t, session.companyId);
    await closeStaleSessions(t, session.companyId, now);
    if (session.visitorId) {
      const previous = await t
        .select({ id: talkSessions.id })
        .from(talkSessions)
        .where(
          and(
            eq(talkSessions.projectId, session.projectId),
            eq(talkSessions.visitorId, session.visitorId),
            eq(talkSessions.status, 'Running'),
          ),
        );
      for (const { id } of previous) await endVisitorSession(t, id, 'replaced', now);
    }
    const limit = await seatLimit(t, session.companyId, minSeats);
    const used = await seatsInUse(t, session.companyId, now);
    if (used >= limit) throw DomainError.business(LIVE_SEATS_FULL_CODE, liveMessages.seatsFull, { used, limit });
    const [row] = await t
      .insert(talkSessions)
      .values({ ...session, startedAt: now, heartbeatAt: now, chargedMinutes: metered ? 1 : 0 })
      .returning();
    if (metered) await chargeFirstMinute(t, session);
    return { row: row!, seats: { used: used + 1, limit } };
  });
}

async function reread(db: Database, id: string) {
  const [row] = await db.select().from(talkSessions).where(eq(talkSessions.id, id));
  return row!;
}

/**
 * A heartbeat of any session: a session past the timeout ends ('timeout'); a metered one is
 * charged the minutes it started and ends when the quota runs out ('quota'); else it beats on.
 * An ended session is answered as it is.
 */
export async function beat(db: Database, row: SessionRow, now = new Date()): Promise<SessionRow> {
  if (row.status !== 'Running') return row;
  if (timedOut(row.heartbeatAt, now)) {
    await endVisitorSession(db, row.id, 'timeout', timeoutEnd(row.heartbeatAt));
    return reread(db, row.id);
  }
  if ((await isMetered(db, row)) && (await chargeStartedMinutes(db, row, now)).exhausted) {
    await endVisitorSession(db, row.id, 'quota', now);
    return reread(db, row.id);
  }
  const [alive] = await db
    .update(talkSessions)
    .set({ heartbeatAt: now })
    .where(and(eq(talkSessions.id, row.id), eq(talkSessions.status, 'Running')))
    .returning();
  return alive ?? reread(db, row.id);
}

/**
 * Ends a session on the caller's word (hang-up, a failed handshake), charging the minutes it
 * started since the last heartbeat (endVisitorSession); a session already past the timeout ended
 * then, and says so.
 */
export async function finish(db: Database, row: SessionRow, reason: EndReason, now = new Date()) {
  if (row.status !== 'Running') return row;
  if (timedOut(row.heartbeatAt, now)) await endVisitorSession(db, row.id, 'timeout', timeoutEnd(row.heartbeatAt));
  else await endVisitorSession(db, row.id, reason, now);
  return reread(db, row.id);
}

const endMessages: Partial<Record<EndReason, string>> = {
  quota: liveMessages.quotaEnded,
  timeout: liveMessages.timedOut,
  replaced: liveMessages.sessionEnded,
  closed: liveMessages.sessionEnded,
  handshake: liveMessages.sessionEnded,
};

export function liveSessionView(row: SessionRow, seats: { used: number; limit: number }): LiveSession {
  const endReason = (row.endReason as EndReason | null) ?? null;
  return {
    sessionId: row.id,
    projectId: row.projectId,
    mode: row.mode ?? 'videoCall',
    status: row.status,
    endReason,
    endMessage: endReason ? (endMessages[endReason] ?? null) : null,
    startTime: row.startedAt,
    chargedMinutes: row.chargedMinutes,
    heartbeatMs: HEARTBEAT_INTERVAL_MS,
    timeoutMs: HEARTBEAT_TIMEOUT_MS,
    seats,
  };
}

/** applet rtc sync/start: the card gate, the nine checks, then a seat and the first minute. */
export async function startVisitorSession(
  deps: LiveDeps,
  input: CardLink & { visitorId: string; mode: LiveMode },
  now = new Date(),
) {
  const { project, visitorId } = await cardVisitor(deps.db, deps.config.secret, input, { now });
  await assertProjectUsable(deps.db, project.companyId, project);
  const { row, seats } = await openSession(
    deps.db,
    deps.config.liveMinSeats,
    {
      companyId: project.companyId,
      projectId: project.id,
      userId: null,
      visitorId,
      side: 'client',
      mode: input.mode,
    },
    now,
  );
  return liveSessionView(row, seats);
}

type VisitorRef = CardLink & { visitorId: string; sessionId: string | number };

/**
 * The caller's own session behind the card gate. The quota is not checked at the gate: a call
 * whose minutes ran out is answered as ended by the lifecycle, not refused.
 */
async function ownSession(deps: LiveDeps, input: VisitorRef, now: Date) {
  try {
    const { project, visitorId } = await cardVisitor(deps.db, deps.config.secret, input, { quota: false, now });
    return visitorSession(deps.db, { sessionId: input.sessionId, projectId: project.id, visitorId });
  } catch (error) {
    if (cardClosed(error)) await endOnClosedCard(deps, input, now);
    throw error;
  }
}

/** Refusals that close a card under a running call (the company unpublished it, suspended the link, the licence ended). */
const cardClosed = (error: unknown) =>
  error instanceof DomainError &&
  error.code === CARD_REFUSAL_CODE &&
  ['unpublished', 'linkSuspended', 'licenceExpired'].includes((error.data as { reason?: string } | null)?.reason ?? '');

/** The visitor's own call on a card that closed ends now ('closed'), so its seat is free at once. */
async function endOnClosedCard(deps: LiveDeps, input: VisitorRef, now: Date) {
  const projectId = asUuid(input.projectId);
  if (!projectId || !verifyVisitorId(deps.config.secret, projectId, input.visitorId)) return;
  const row = await visitorSession(deps.db, { ...input, projectId }).catch(() => null);
  if (row?.status === 'Running') await endVisitorSession(deps.db, row.id, 'closed', now);
}

const viewWithSeats = async (deps: LiveDeps, row: SessionRow, now: Date) =>
  liveSessionView(row, await seatsOf(deps.db, row.companyId, deps.config.liveMinSeats, now));

/** live heartbeat: keeps the seat and charges the minute; an ended session is answered, not refused. */
export async function visitorHeartbeat(deps: LiveDeps, input: VisitorRef, now = new Date()) {
  const row = await beat(deps.db, await ownSession(deps, input, now), now);
  return viewWithSeats(deps, row, now);
}

/** applet rtc stop: the visitor hangs up; stopping an ended session answers it unchanged. */
export async function stopVisitorSession(deps: LiveDeps, input: VisitorRef, now = new Date()) {
  const row = await finish(deps.db, await ownSession(deps, input, now), 'hangup', now);
  return viewWithSeats(deps, row, now);
}
