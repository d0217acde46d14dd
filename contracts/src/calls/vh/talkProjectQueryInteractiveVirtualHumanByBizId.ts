import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectQueryInteractiveVirtualHumanByBizIdCall = defineCall({
  id: 'talkProjectQueryInteractiveVirtualHumanByBizId',
  specId: 'talkProjectQueryInteractiveVirtualHumanByBizId',
  area: 'vh',
  procedure: 'queryInteractiveVirtualHumanByBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/queryInteractiveVirtualHuman/byBizId'], origin: 'spec' },
  silent: false,
  summary: 'Query not shown.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
