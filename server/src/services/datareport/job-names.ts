export const INGEST_DATA_REPORT_JOB = 'datareport.ingest';
