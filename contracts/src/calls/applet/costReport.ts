import { defineCall } from '../define-call';
import { CostReportInputSchema, CostReportSchema } from './card-schemas';

export const costReportCall = defineCall({
  id: 'costReport',
  specId: 'costReport',
  area: 'applet',
  procedure: 'costReport',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/cost/report'], origin: 'spec' },
  silent: false,
  summary: '',
  input: CostReportInputSchema,
  output: CostReportSchema,
});
