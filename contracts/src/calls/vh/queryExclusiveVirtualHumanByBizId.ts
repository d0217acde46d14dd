import { defineCall } from '../define-call';
import { VhBizIdSchema, VhDetailSchema } from './vh-schemas';

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
  input: VhBizIdSchema,
  output: VhDetailSchema,
});
