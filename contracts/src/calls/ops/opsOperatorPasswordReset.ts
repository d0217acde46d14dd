import { defineCall } from '../define-call';
import { OpsOperatorPasswordResetInputSchema, OpsOperatorRowSchema } from './operator-schemas';

export const opsOperatorPasswordResetCall = defineCall({
  id: 'opsOperatorPasswordReset',
  specId: null,
  area: 'ops',
  procedure: 'operatorPasswordReset',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/operator/password/reset'], origin: 'ours' },
  silent: false,
  summary: "Sets another operator's password (one who forgot theirs); their sessions end",
  input: OpsOperatorPasswordResetInputSchema,
  output: OpsOperatorRowSchema,
});
