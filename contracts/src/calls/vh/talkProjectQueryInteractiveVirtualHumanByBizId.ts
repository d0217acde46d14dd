import { defineCall } from '../define-call';
import { InteractiveVhDetailSchema, VhBizIdSchema } from './vh-schemas';

export const talkProjectQueryInteractiveVirtualHumanByBizIdCall = defineCall({
  id: 'talkProjectQueryInteractiveVirtualHumanByBizId',
  specId: 'talkProjectQueryInteractiveVirtualHumanByBizId',
  area: 'vh',
  procedure: 'queryInteractiveVirtualHumanByBizId',
  kind: 'query',
  access: 'authed',
  legacy: {
    method: 'GET',
    base: '/api',
    paths: ['/talk/project/queryInteractiveVirtualHuman/byBizId'],
    origin: 'spec',
  },
  silent: false,
  summary: 'Query not shown.',
  input: VhBizIdSchema,
  output: InteractiveVhDetailSchema,
});
