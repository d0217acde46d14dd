import { inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkChatLogs } from '../../db/schema/index';

const DAY_MS = 24 * 3_600_000;
/** Rows deleted per statement: a first sweep over years of logs neither holds every id nor one long lock. */
const SWEEP_BATCH = 5_000;
/** How often a process that runs jobs looks for conversations past their time. */
export const CHAT_LOG_SWEEP_MS = 6 * 3_600_000;

/**
 * Deletes every visitor exchange older than `days` (CHAT_LOG_RETENTION_DAYS), in every company: a
 * chat log is personal data, kept only as long as the knowledge tab and the company's follow-up need
 * it (the missed-questions list looks back 30 days). Answers how many went. Deletes SWEEP_BATCH rows
 * at a time (`batch` in tests).
 */
export async function forgetOldChatLogs(
  db: Database,
  days: number,
  now = new Date(),
  batch = SWEEP_BATCH,
): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: talkChatLogs.id })
      .from(talkChatLogs)
      .where(lt(talkChatLogs.createdAt, before))
      .limit(batch);
    const gone = await db.delete(talkChatLogs).where(inArray(talkChatLogs.id, old)).returning({ id: talkChatLogs.id });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/**
 * Runs forgetOldChatLogs at once and then every CHAT_LOG_SWEEP_MS, in each process that runs jobs
 * (several processes doing it is harmless: a delete by date). `stop` ends it before the database closes.
 */
export function keepChatLogsWithin(db: Database, days: number, everyMs = CHAT_LOG_SWEEP_MS): { stop(): void } {
  const sweep = () =>
    forgetOldChatLogs(db, days)
      .then((n) => {
        if (n > 0) console.log(`[retention] ${n} chat log entries older than ${days} days deleted`);
      })
      .catch((error: unknown) =>
        console.error('[retention] chat log sweep failed:', error instanceof Error ? error.message : error),
      );
  void sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
