import { z } from 'zod';
import { defineCall } from '../define-call';
import { OperatorSchema, OpsLoginInputSchema } from './ops-schemas';

export const opsLoginCall = defineCall({
  id: 'opsLogin',
  specId: null,
  area: 'ops',
  procedure: 'login',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/login'], origin: 'ours' },
  silent: true,
  summary: 'Signs an operator in to the console (own cookie, login limits)',
  input: OpsLoginInputSchema,
  output: z.object({ operator: OperatorSchema }),
});
