import type { Database } from '../db/client';
import type { Storage } from '../services/storage/storage';
import { ingestDataReportJob } from './ingest-data-report.job';
import { probeMediaJob } from './probe-media.job';

export interface JobDeps {
  db: Database;
  storage: Storage;
}

export interface JobKind {
  readonly name: string;
  run(deps: JobDeps, data: unknown): Promise<void>;
}

/** Every job kind the workers run. */
export const jobKinds: readonly JobKind[] = [ingestDataReportJob, probeMediaJob];
