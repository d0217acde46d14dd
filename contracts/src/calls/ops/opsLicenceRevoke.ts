import { defineCall } from '../define-call';
import { OpsLicenceRevokeInputSchema, OpsOkSchema } from './ops-schemas';

export const opsLicenceRevokeCall = defineCall({
  id: 'opsLicenceRevoke',
  specId: null,
  area: 'ops',
  procedure: 'licenceRevoke',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/licence/revoke'], origin: 'ours' },
  silent: false,
  summary: 'Ends a product line licence now',
  input: OpsLicenceRevokeInputSchema,
  output: OpsOkSchema,
});
