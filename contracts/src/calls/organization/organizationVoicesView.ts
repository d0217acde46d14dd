import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const organizationVoicesViewCall = defineCall({
  id: 'organizationVoicesView',
  specId: 'organizationVoicesView',
  area: 'organization',
  procedure: 'organizationVoicesView',
  kind: 'query',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/organization/voices/view'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
