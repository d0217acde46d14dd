import { defineCall } from '../define-call';
import { InteractiveVhDetailV2Schema, VhBizIdSchema } from './vh-schemas';

export const talkProjectQueryInteractiveVirtualHumanV2ByBizIdCall = defineCall({
  id: 'talkProjectQueryInteractiveVirtualHumanV2ByBizId',
  specId: 'talkProjectQueryInteractiveVirtualHumanV2ByBizId',
  area: 'vh',
  procedure: 'queryInteractiveVirtualHumanV2ByBizId',
  kind: 'query',
  access: 'authed',
  legacy: {
    method: 'GET',
    base: '/api',
    paths: ['/talk/project/queryInteractiveVirtualHuman/v2/byBizId'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Path inferred by analogy with /queryExclusiveVirtualHuman/v2/byBizId',
  input: VhBizIdSchema,
  output: InteractiveVhDetailV2Schema,
});
