import { z } from 'zod';
import { defineCall } from '../define-call';
import { OperatorSchema, OpsSetupOperatorInputSchema } from './ops-schemas';

export const opsSetupOperatorCall = defineCall({
  id: 'opsSetupOperator',
  specId: null,
  area: 'ops',
  procedure: 'setupOperator',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/setup/operator'], origin: 'ours' },
  silent: true,
  summary: 'Platform mode: creates the operator from the one-time setup link, then signs in',
  input: OpsSetupOperatorInputSchema,
  output: z.object({ operator: OperatorSchema }),
});
