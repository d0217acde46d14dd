import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceCteGetTalkLogCall = defineCall({
  id: 'deviceCteGetTalkLog',
  specId: 'deviceCteGetTalkLog',
  area: 'device',
  procedure: 'getTalkLog',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/get-talk-log'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
