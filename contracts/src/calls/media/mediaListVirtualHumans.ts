import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const mediaListVirtualHumansCall = defineCall({
  id: 'mediaListVirtualHumans',
  specId: 'mediaListVirtualHumans',
  area: 'media',
  procedure: 'listVirtualHumans',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/listVirtualHumans'], origin: 'spec' },
  silent: false,
  summary: 'Cancellable',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
