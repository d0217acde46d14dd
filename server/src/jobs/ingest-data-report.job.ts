import { z } from 'zod';
import { ingestReportBatch } from '../services/datareport/ingest-batch';
import { INGEST_DATA_REPORT_JOB } from '../services/datareport/job-names';
import type { JobKind } from './kinds';

const DataSchema = z.object({ batchId: z.string().uuid() });

export const ingestDataReportJob: JobKind = {
  name: INGEST_DATA_REPORT_JOB,
  async run(deps, data) {
    const { batchId } = DataSchema.parse(data);
    await ingestReportBatch(deps.db, batchId);
  },
};
