import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const queryExclusiveVirtualHumanByBizIdCall = defineCall({
  id: 'queryExclusiveVirtualHumanByBizId',
  specId: 'queryExclusiveVirtualHumanByBizId',
  area: 'vh',
  procedure: 'queryExclusiveVirtualHumanByBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/queryExclusiveVirtualHuman/byBizId'], origin: 'spec' },
  silent: false,
  summary: 'Exclusive (enterprise) virtual human; query not shown',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
