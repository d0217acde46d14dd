import { LeadDeleteInputSchema } from './card-schemas';
import { DeletedCountSchema } from '../faq/faq-schemas';
import { defineCall } from '../define-call';

export const appletLeadDeleteCall = defineCall({
  id: 'appletLeadDelete',
  specId: null,
  area: 'applet',
  procedure: 'leadDelete',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/lead/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes leads of the company',
  input: LeadDeleteInputSchema,
  output: DeletedCountSchema,
});
