import { defineCall } from '../define-call';
import { OpsOperatorRowSchema, OpsOperatorSetDisabledInputSchema } from './operator-schemas';

export const opsOperatorSetDisabledCall = defineCall({
  id: 'opsOperatorSetDisabled',
  specId: null,
  area: 'ops',
  procedure: 'operatorSetDisabled',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/operator/disable'], origin: 'ours' },
  silent: false,
  summary: 'Disables an operator (signed out at once) or enables one again',
  input: OpsOperatorSetDisabledInputSchema,
  output: OpsOperatorRowSchema,
});
