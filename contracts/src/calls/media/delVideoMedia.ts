import { defineCall } from '../define-call';
import { MediaIdInputSchema } from '../media/media-schemas';
import { OkSchema } from '../auth/auth-schemas';

export const delVideoMediaCall = defineCall({
  id: 'delVideoMedia',
  specId: 'delVideoMedia',
  area: 'media',
  procedure: 'delVideoMedia',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/del-video-media'], origin: 'spec' },
  silent: false,
  summary: 'Form-encoded body (written "(form id)").',
  input: MediaIdInputSchema,
  output: OkSchema,
});
