import { eq } from 'drizzle-orm';
import { DataReportRecordSchema } from '@portal/contracts';
import type { Database } from '../../db/client';
import { dataReportBatches, dataReportEvents } from '../../db/schema/index';

/** Duration events are accepted only when > 0 and ≤ 86 400 000 ms (000 §7, 000 §9). */
export const MAX_DURATION_MS = 86_400_000;

interface StoredPayload {
  reports: unknown[];
  context: Record<string, unknown>;
}

/**
 * Validates a stored batch and writes one row per valid event, in one transaction:
 * a crash leaves the batch pending and the retried job starts again from nothing.
 * Ingesting an already ingested batch does nothing.
 */
export async function ingestReportBatch(db: Database, batchId: string) {
  return db.transaction(async (tx) => {
    const [batch] = await tx.select().from(dataReportBatches).where(eq(dataReportBatches.id, batchId)).for('update');
    if (!batch || batch.status === 'ingested') return { accepted: 0, rejected: 0, skipped: true };
    const payload = batch.payload as StoredPayload;
    const rows: (typeof dataReportEvents.$inferInsert)[] = [];
    let rejected = 0;
    for (const raw of payload.reports ?? []) {
      const parsed = DataReportRecordSchema.safeParse(raw);
      const name = parsed.success ? (parsed.data.eventName ?? parsed.data.event) : undefined;
      const occurredAt = new Date(parsed.success ? (parsed.data.timestamp ?? batch.receivedAt.getTime()) : NaN);
      if (!parsed.success || !name || !durationIsValid(parsed.data.duration) || Number.isNaN(occurredAt.getTime())) {
        rejected++;
        continue;
      }
      const { eventName: _n, event: _e, value, size, timestamp: _t, ...rest } = parsed.data;
      rows.push({
        batchId,
        eventName: name,
        value: value ?? null,
        size: size ?? null,
        occurredAt,
        context: { ...payload.context, ...rest },
      });
    }
    if (rows.length > 0) await tx.insert(dataReportEvents).values(rows);
    await tx
      .update(dataReportBatches)
      .set({ status: 'ingested', acceptedCount: rows.length, rejectedCount: rejected, ingestedAt: new Date() })
      .where(eq(dataReportBatches.id, batchId));
    return { accepted: rows.length, rejected, skipped: false };
  });
}

const durationIsValid = (duration: number | undefined) =>
  duration === undefined || (duration > 0 && duration <= MAX_DURATION_MS);
