import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from '../vh/vh-schemas';

export const mediaListVirtualHumansCall = defineCall({
  id: 'mediaListVirtualHumans',
  specId: 'mediaListVirtualHumans',
  area: 'media',
  procedure: 'listVirtualHumans',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/listVirtualHumans'], origin: 'spec' },
  silent: false,
  summary: 'Cancellable',
  input: z.looseObject({}),
  output: z.array(AvatarItemSchema),
});
