import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const mediaListAllMediaTagsCall = defineCall({
  id: 'mediaListAllMediaTags',
  specId: 'mediaListAllMediaTags',
  area: 'media',
  procedure: 'listAllMediaTags',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/listAllMediaTags'], origin: 'spec' },
  silent: false,
  summary: 'Written as "media/listAllMediaTags".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
