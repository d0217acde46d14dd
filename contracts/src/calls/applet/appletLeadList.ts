import { LeadListInputSchema, LeadViewSchema } from './card-schemas';
import { pageOf } from '../shared';
import { defineCall } from '../define-call';

export const appletLeadListCall = defineCall({
  id: 'appletLeadList',
  specId: null,
  area: 'applet',
  procedure: 'leadList',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/lead/list'], origin: 'ours' },
  silent: false,
  summary: "Contact details visitors left on the company's cards (management center 名片线索)",
  input: LeadListInputSchema,
  output: pageOf(LeadViewSchema),
});
