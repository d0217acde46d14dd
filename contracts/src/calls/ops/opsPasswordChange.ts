import { defineCall } from '../define-call';
import { OpsOkSchema } from './ops-schemas';
import { OpsPasswordChangeInputSchema } from './operator-schemas';

export const opsPasswordChangeCall = defineCall({
  id: 'opsPasswordChange',
  specId: null,
  area: 'ops',
  procedure: 'passwordChange',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/password/change'], origin: 'ours' },
  silent: false,
  summary: "Changes the caller's own password; their other console sessions end",
  input: OpsPasswordChangeInputSchema,
  output: OpsOkSchema,
});
