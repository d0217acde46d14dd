import { z } from 'zod';
import { defineCall } from '../define-call';
import { MediaItemSchema } from '../media/media-schemas';

export const addVideoMediaCall = defineCall({
  id: 'addVideoMedia',
  specId: 'addVideoMedia',
  area: 'media',
  procedure: 'addVideoMedia',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/add-video-media'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    url: z.string().trim().min(1).max(2048),
    title: z.string().trim().max(100).optional(),
    exclusive: z.boolean().optional(),
  }),
  output: MediaItemSchema,
});
