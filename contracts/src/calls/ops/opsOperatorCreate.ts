import { defineCall } from '../define-call';
import { OpsOperatorCreateInputSchema, OpsOperatorRowSchema } from './operator-schemas';

export const opsOperatorCreateCall = defineCall({
  id: 'opsOperatorCreate',
  specId: null,
  area: 'ops',
  procedure: 'operatorCreate',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/operator/create'], origin: 'ours' },
  silent: false,
  summary: 'Adds an operator with a first password (the console form of create-admin --mode platform)',
  input: OpsOperatorCreateInputSchema,
  output: OpsOperatorRowSchema,
});
