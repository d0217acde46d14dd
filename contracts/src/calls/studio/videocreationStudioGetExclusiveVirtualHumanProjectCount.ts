import { z } from 'zod';
import { defineCall } from '../define-call';

export const videocreationStudioGetExclusiveVirtualHumanProjectCountCall = defineCall({
  id: 'videocreationStudioGetExclusiveVirtualHumanProjectCount',
  specId: 'videocreationStudioGetExclusiveVirtualHumanProjectCount',
  area: 'studio',
  procedure: 'getExclusiveVirtualHumanProjectCount',
  kind: 'query',
  access: 'authed',
  legacy: {
    method: 'GET',
    base: '/api/v1',
    paths: ['/videocreation/studio/getExclusiveVirtualHumanProjectCount'],
    origin: 'spec',
  },
  silent: false,
  summary: '',
  input: z.object({ bizId: z.string().trim().min(1).max(64) }),
  output: z.object({ count: z.number().int() }),
});
