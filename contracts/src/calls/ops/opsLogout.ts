import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsOkSchema } from './ops-schemas';

export const opsLogoutCall = defineCall({
  id: 'opsLogout',
  specId: null,
  area: 'ops',
  procedure: 'logout',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/logout'], origin: 'ours' },
  silent: true,
  summary: 'Ends the operator session',
  input: z.object({}),
  output: OpsOkSchema,
});
