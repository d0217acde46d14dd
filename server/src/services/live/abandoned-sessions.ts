import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkSessions } from '../../db/schema/index';
import { endVisitorSession } from './visitor-sessions';

/**
 * Ends the sessions a closed socket used ('closed'), except those whose heartbeat came after the
 * close: the page reconnected (possibly to another web process) and goes on.
 */
export async function endAbandonedSessions(db: Database, sessionIds: string[], closedAt: Date) {
  if (sessionIds.length === 0) return [];
  const idle = await db
    .select({ id: talkSessions.id })
    .from(talkSessions)
    .where(
      and(
        inArray(talkSessions.id, sessionIds),
        eq(talkSessions.status, 'Running'),
        lte(talkSessions.heartbeatAt, closedAt),
      ),
    );
  const ended: string[] = [];
  for (const { id } of idle) if (await endVisitorSession(db, id, 'closed')) ended.push(id);
  return ended;
}
