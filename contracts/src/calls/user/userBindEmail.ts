import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const userBindEmailCall = defineCall({
  id: 'userBindEmail',
  specId: 'userBindEmail',
  area: 'user',
  procedure: 'bindEmail',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/user/bindEmail'], origin: 'spec' },
  silent: false,
  summary: 'Current-user verification and binding group.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
