import { and, eq } from 'drizzle-orm';
import { liveMessages } from '@portal/contracts';
import type { LiveEndReasonSchema } from '@portal/contracts/calls/live/live-schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { chargeBeforeEnd } from './metering';

export type EndReason = z.infer<typeof LiveEndReasonSchema>;

export interface VisitorSessionRef {
  sessionId: string | number;
  projectId: string;
  visitorId: string;
}

/**
 * A visitor's session of this project in any state, or not found: a session id of another project
 * or another visitor is not found (nothing is told about sessions that are not the caller's).
 */
export async function visitorSession(db: Database, ref: VisitorSessionRef) {
  const id = asUuid(ref.sessionId);
  const [row] = id
    ? await db
        .select()
        .from(talkSessions)
        .where(
          and(
            eq(talkSessions.id, id),
            eq(talkSessions.projectId, ref.projectId),
            eq(talkSessions.visitorId, ref.visitorId),
          ),
        )
    : [];
  if (!row) throw DomainError.business(404, liveMessages.sessionNotFound);
  return row;
}

/** A visitor's running session of this project, or a refusal (not found, or ended with its reason). */
export async function runningVisitorSession(db: Database, ref: VisitorSessionRef) {
  const row = await visitorSession(db, ref);
  if (row.status !== 'Running')
    throw DomainError.business(409, liveMessages.sessionEnded, { endReason: row.endReason });
  return row;
}

/**
 * Ends a running session once (a second end changes nothing); answers whether this call ended it.
 * The one end of every session, a visitor's or a member's: a failed handshake is an Error. Ended on
 * someone's word, the minutes it started since its last heartbeat are charged first; ended by the
 * lifecycle (timeout, quota), they were charged as far as they could be.
 */
export async function endVisitorSession(db: Database, sessionId: string, reason: EndReason, now = new Date()) {
  if (reason !== 'timeout' && reason !== 'quota') await chargeBeforeEnd(db, sessionId, now);
  const ended = await db
    .update(talkSessions)
    .set({
      status: reason === 'handshake' ? 'Error' : 'Stopped',
      endReason: reason,
      stoppedAt: now,
      ...(reason === 'handshake' ? { errorReason: 'handshake' } : {}),
    })
    .where(and(eq(talkSessions.id, sessionId), eq(talkSessions.status, 'Running')))
    .returning({ id: talkSessions.id });
  return ended.length > 0;
}
