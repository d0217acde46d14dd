import { defineCall } from '../define-call';
import { VhBizIdSchema, VhDetailV2Schema } from './vh-schemas';

export const queryExclusiveVirtualHumanV2ByBizIdCall = defineCall({
  id: 'queryExclusiveVirtualHumanV2ByBizId',
  specId: 'queryExclusiveVirtualHumanV2ByBizId',
  area: 'vh',
  procedure: 'queryExclusiveVirtualHumanV2ByBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/queryExclusiveVirtualHuman/v2/byBizId'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: VhBizIdSchema,
  output: VhDetailV2Schema,
});
