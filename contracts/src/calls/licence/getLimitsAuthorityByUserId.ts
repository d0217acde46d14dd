import { z } from 'zod';
import { defineCall } from '../define-call';
import { CustomizeRightsSchema } from '../auth/auth-schemas';

export const getLimitsAuthorityByUserIdCall = defineCall({
  id: 'getLimitsAuthorityByUserId',
  specId: 'getLimitsAuthorityByUserId',
  area: 'licence',
  procedure: 'getLimitsAuthorityByUserId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/user/limitsAuthority'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown ("get limits authority by user id")',
  input: z.object({ userId: z.uuid().optional() }),
  output: z.object({ customizeRights: CustomizeRightsSchema, membersShow: z.boolean() }),
});
