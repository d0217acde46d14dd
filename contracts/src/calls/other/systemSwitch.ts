import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const systemSwitchCall = defineCall({
  id: 'systemSwitch',
  specId: 'systemSwitch',
  area: 'other',
  procedure: 'systemSwitch',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/system/switch'], origin: 'spec' },
  silent: false,
  summary: 'Purpose not described (system switches)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
