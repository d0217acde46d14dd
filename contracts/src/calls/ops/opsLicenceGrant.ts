import { defineCall } from '../define-call';
import { OpsLicenceGrantInputSchema, OpsOkSchema } from './ops-schemas';

export const opsLicenceGrantCall = defineCall({
  id: 'opsLicenceGrant',
  specId: null,
  area: 'ops',
  procedure: 'licenceGrant',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/licence/grant'], origin: 'ours' },
  silent: false,
  summary: 'Grants or extends licences (offline or platformGift) from their current end',
  input: OpsLicenceGrantInputSchema,
  output: OpsOkSchema,
});
