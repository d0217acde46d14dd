import { and, eq } from 'drizzle-orm';
import { talkProjectMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { beat, finish, openSession } from '../live/sessions';
import { companyTalkRow } from './projects';
import { assertProjectUsable } from './save';

/** The one session timeout (services/live/seats.ts), for the talkProject task calls too. */
export { HEARTBEAT_TIMEOUT_MS } from '../live/seats';

type SessionRow = typeof talkSessions.$inferSelect;

export const sessionView = (row: SessionRow) => ({
  sessionId: row.id,
  projectId: row.projectId,
  side: row.side,
  status: row.status,
  errorReason: row.errorReason,
  startTime: row.startedAt,
  heartbeatTime: row.heartbeatAt,
  stopTime: row.stoppedAt,
});

/**
 * Opens a member's session of a project after the §5 checks (a project that would fail them cannot
 * be talked to). It is the visitors' lifecycle (services/live/sessions.ts): it holds one of the
 * company's seats and is metered when the company holds interactive duration.
 */
export async function startSession(
  db: Database,
  user: { companyId: string; id: string },
  projectId: string | number,
  side: 'server' | 'client',
  options: { minSeats: number; now?: Date },
) {
  const row = await companyTalkRow(db, user.companyId, projectId, 'project');
  await assertProjectUsable(db, user.companyId, row);
  const { row: session } = await openSession(
    db,
    options.minSeats,
    { companyId: user.companyId, projectId: row.id, userId: user.id, visitorId: null, side, mode: null },
    options.now,
  );
  return sessionView(session);
}

async function companySession(db: Database, companyId: string, id: string | number) {
  const sessionId = asUuid(id);
  const [row] = sessionId
    ? await db
        .select()
        .from(talkSessions)
        .where(and(eq(talkSessions.id, sessionId), eq(talkSessions.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, talkProjectMessages.sessionNotFound);
  return row;
}

export async function stopSession(db: Database, companyId: string, id: string | number, now = new Date()) {
  return sessionView(await finish(db, await companySession(db, companyId, id), 'hangup', now));
}

/** A heartbeat keeps a running session alive and charges its minutes; one that timed out is ended and says so. */
export async function heartbeat(db: Database, companyId: string, id: string | number, now = new Date()) {
  return sessionView(await beat(db, await companySession(db, companyId, id), now));
}

/** A failed handshake ends the session with an error (public: the failing client may hold no session cookie). */
export async function handshakeFailed(db: Database, id: string | number) {
  const sessionId = asUuid(id);
  const [row] = sessionId ? await db.select().from(talkSessions).where(eq(talkSessions.id, sessionId)) : [];
  const recorded = row?.status === 'Running' && (await finish(db, row, 'handshake')).status === 'Error';
  return { sessionId: String(id), recorded };
}
