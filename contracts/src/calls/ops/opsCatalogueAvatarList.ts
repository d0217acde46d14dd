import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsCatalogueAvatarSchema } from './ops-schemas';

export const opsCatalogueAvatarListCall = defineCall({
  id: 'opsCatalogueAvatarList',
  specId: null,
  area: 'ops',
  procedure: 'catalogueAvatarList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/catalogue/avatars'], origin: 'ours' },
  silent: false,
  summary: 'The platform digital humans with their market state and NEW badge',
  input: z.object({}),
  output: z.array(OpsCatalogueAvatarSchema),
});
