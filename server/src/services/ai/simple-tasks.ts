import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiRequests } from '../../db/schema/index';

export type SimpleTaskPayload = { text: string; vhBizId: string | null; videoSize: '16:9' | '9:16' };

/** A cached task waits this long for the workbench to read it. */
const SIMPLE_TASK_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The user's cached task by its id, or their newest one, taken once: a second take answers null,
 * so one cached task makes one project. Only the user who cached it can take it.
 */
export async function takeSimpleTask(db: Database, userId: string, id: string | undefined) {
  const [candidate] = await db
    .select({ id: aiRequests.id })
    .from(aiRequests)
    .where(
      and(
        eq(aiRequests.kind, 'simpleTask'),
        eq(aiRequests.userId, userId),
        isNull(aiRequests.consumedAt),
        gte(aiRequests.createdAt, new Date(Date.now() - SIMPLE_TASK_TTL_MS)),
        id ? eq(aiRequests.id, id) : undefined,
      ),
    )
    .orderBy(desc(aiRequests.createdAt))
    .limit(1);
  if (!candidate) return null;
  // Taking it is one guarded update, so two tabs reading at once cannot both make a project.
  const [taken] = await db
    .update(aiRequests)
    .set({ consumedAt: new Date(), status: 'done' })
    .where(and(eq(aiRequests.id, candidate.id), isNull(aiRequests.consumedAt)))
    .returning();
  return taken ? { id: taken.id, payload: taken.payload as SimpleTaskPayload } : null;
}
