import { z } from 'zod';
import { defineCall } from '../define-call';
import { DataReportAcceptedSchema, DataReportBatchSchema } from './report-record';

export const datareportUploadCall = defineCall({
  id: 'datareportUpload',
  specId: 'datareportUpload',
  area: 'datareport',
  procedure: 'datareportUpload',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/datareport/upload'], origin: 'spec' },
  silent: false,
  summary: 'Event records: event name, value, size, timestamp, merged with a global config',
  input: z.object({
    reports: DataReportBatchSchema,
  }),
  output: DataReportAcceptedSchema,
});
