import { and, eq, lt } from 'drizzle-orm';
import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { companyTalkRow } from './projects';
import { assertProjectUsable } from './save';

/** A session whose client sent no heartbeat for this long has ended (ours: the spec shows no interval). */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

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
 * Opens a session of a project after the §5 checks (a project that would fail them cannot be
 * talked to). Stale sessions of the project are closed first, so a crashed client never counts.
 */
export async function startSession(
  db: Database,
  user: { companyId: string; id: string },
  projectId: string | number,
  side: 'server' | 'client',
  now = new Date(),
) {
  const row = await companyTalkRow(db, user.companyId, projectId, 'project');
  await assertProjectUsable(db, user.companyId, row);
  await db
    .update(talkSessions)
    .set({ status: 'Stopped', stoppedAt: now })
    .where(
      and(
        eq(talkSessions.projectId, row.id),
        eq(talkSessions.status, 'Running'),
        lt(talkSessions.heartbeatAt, new Date(now.getTime() - HEARTBEAT_TIMEOUT_MS)),
      ),
    );
  const [session] = await db
    .insert(talkSessions)
    .values({ companyId: user.companyId, projectId: row.id, userId: user.id, side, startedAt: now, heartbeatAt: now })
    .returning();
  return sessionView(session!);
}

async function companySession(db: Database, companyId: string, id: string | number) {
  const sessionId = asUuid(id);
  const [row] = sessionId
    ? await db
        .select()
        .from(talkSessions)
        .where(and(eq(talkSessions.id, sessionId), eq(talkSessions.companyId, companyId)))
    : [];
  if (!row) throw DomainError.business(404, commonMessages.notFound);
  return row;
}

export async function stopSession(db: Database, companyId: string, id: string | number) {
  const row = await companySession(db, companyId, id);
  if (row.status !== 'Running') return sessionView(row);
  const [stopped] = await db
    .update(talkSessions)
    .set({ status: 'Stopped', stoppedAt: new Date() })
    .where(eq(talkSessions.id, row.id))
    .returning();
  return sessionView(stopped!);
}

/** A heartbeat keeps a running session alive; one that timed out is ended and says so. */
export async function heartbeat(db: Database, companyId: string, id: string | number, now = new Date()) {
  const row = await companySession(db, companyId, id);
  if (row.status === 'Running' && now.getTime() - row.heartbeatAt.getTime() > HEARTBEAT_TIMEOUT_MS) {
    const [ended] = await db
      .update(talkSessions)
      .set({ status: 'Stopped', stoppedAt: now })
      .where(eq(talkSessions.id, row.id))
      .returning();
    return sessionView(ended!);
  }
  if (row.status !== 'Running') return sessionView(row);
  const [alive] = await db
    .update(talkSessions)
    .set({ heartbeatAt: now })
    .where(eq(talkSessions.id, row.id))
    .returning();
  return sessionView(alive!);
}

/** A failed handshake ends the session with an error (public: the failing client may hold no session cookie). */
export async function handshakeFailed(db: Database, id: string | number) {
  const sessionId = asUuid(id);
  const [row] = sessionId
    ? await db
        .update(talkSessions)
        .set({ status: 'Error', errorReason: 'handshake', stoppedAt: new Date() })
        .where(and(eq(talkSessions.id, sessionId), eq(talkSessions.status, 'Running')))
        .returning()
    : [];
  return { sessionId: String(id), recorded: Boolean(row) };
}
