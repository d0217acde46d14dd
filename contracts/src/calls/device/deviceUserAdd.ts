import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserAddCall = defineCall({
  id: 'deviceUserAdd',
  specId: 'deviceUserAdd',
  area: 'device',
  procedure: 'deviceUserAdd',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/user/add'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
