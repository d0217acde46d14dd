import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from './vh-schemas';

export const vhInfoV2QueryVhAllCall = defineCall({
  id: 'vhInfoV2QueryVhAll',
  specId: 'vhInfoV2QueryVhAll',
  area: 'vh',
  procedure: 'queryVhAll',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/info/v2/query-vh-all'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: z.looseObject({ industry: z.string().trim().max(64).optional(), name: z.string().trim().max(100).optional() }),
  output: z.array(AvatarItemSchema),
});
