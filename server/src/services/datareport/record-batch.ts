import type { DataReportRecord } from '@portal/contracts';
import type { Database } from '../../db/client';
import { dataReportBatches } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { INGEST_DATA_REPORT_JOB } from './job-names';

/** Stores a batch as received and leaves the validation and expansion to a job. */
export async function recordReportBatch(
  deps: { db: Database; queue: JobQueue },
  batch: {
    source: 'web' | 'applet';
    userId: string | null;
    reports: DataReportRecord[];
    context: Record<string, unknown>;
  },
) {
  const [row] = await deps.db
    .insert(dataReportBatches)
    .values({ source: batch.source, userId: batch.userId, payload: { reports: batch.reports, context: batch.context } })
    .returning({ id: dataReportBatches.id });
  const batchId = row!.id;
  await deps.queue.send(INGEST_DATA_REPORT_JOB, { batchId }, { singletonKey: batchId });
  return { batchId, received: batch.reports.length };
}
