import type { Database } from '../db/client';
import { ingestDataReportJob } from './ingest-data-report.job';

export interface JobDeps {
  db: Database;
}

export interface JobKind {
  readonly name: string;
  run(deps: JobDeps, data: unknown): Promise<void>;
}

/** Every job kind the workers run. */
export const jobKinds: readonly JobKind[] = [ingestDataReportJob];
