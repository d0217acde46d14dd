import { z } from 'zod';
import { defineCall } from '../define-call';

export const mediaListAllMediaTagsCall = defineCall({
  id: 'mediaListAllMediaTags',
  specId: 'mediaListAllMediaTags',
  area: 'media',
  procedure: 'listAllMediaTags',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/listAllMediaTags'], origin: 'spec' },
  silent: false,
  summary: 'Written as "media/listAllMediaTags".',
  // 001 §7 names the call only. The library is filtered by tag, so the natural answer is every tag its
  // items carry (regular and enterprise-exclusive), optionally of one media type, like studiotemplate/listTags.
  input: z.object({ mediaType: z.enum(['video', 'image', 'audio', 'document', 'subtitle']).optional() }),
  output: z.array(z.string()),
});
