import { defineCall } from '../define-call';
import { OpsCatalogueAvatarSchema, OpsCatalogueAvatarStateInputSchema } from './ops-schemas';

export const opsCatalogueAvatarStateCall = defineCall({
  id: 'opsCatalogueAvatarState',
  specId: null,
  area: 'ops',
  procedure: 'catalogueAvatarState',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/catalogue/avatar/state'], origin: 'ours' },
  silent: false,
  summary: 'Publishes a digital human as new, takes it offline, or puts it back',
  input: OpsCatalogueAvatarStateInputSchema,
  output: OpsCatalogueAvatarSchema,
});
