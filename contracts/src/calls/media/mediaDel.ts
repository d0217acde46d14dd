import { defineCall } from '../define-call';
import { MediaIdInputSchema } from '../media/media-schemas';
import { OkSchema } from '../auth/auth-schemas';

export const mediaDelCall = defineCall({
  id: 'mediaDel',
  specId: 'mediaDel',
  area: 'media',
  procedure: 'del',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/del'], origin: 'spec' },
  silent: false,
  summary: '',
  input: MediaIdInputSchema,
  output: OkSchema,
});
