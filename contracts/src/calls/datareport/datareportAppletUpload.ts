import { z } from 'zod';
import { defineCall } from '../define-call';
import { DataReportAcceptedSchema, DataReportBatchSchema } from './report-record';

export const datareportAppletUploadCall = defineCall({
  id: 'datareportAppletUpload',
  specId: 'datareportAppletUpload',
  area: 'datareport',
  procedure: 'appletUpload',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/datareport/appletUpload'], origin: 'spec' },
  silent: false,
  summary: 'Doc 000: applet variant of event reporting',
  input: z.object({
    reports: DataReportBatchSchema,
    fromDomain: z.string().trim().max(253).optional(),
    /** The applet's fixed app code (002 §9). */
    appCode: z.coerce.number().int().default(4),
    env: z.string().trim().max(32).optional(),
  }),
  output: DataReportAcceptedSchema,
});
