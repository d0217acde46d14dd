import { z } from 'zod';
import { defineCall } from '../define-call';
import { UploadedFileSchema } from '../shared';
import { MediaItemSchema } from '../media/media-schemas';

export const backgroundImageUploadCall = defineCall({
  id: 'backgroundImageUpload',
  specId: 'backgroundImageUpload',
  area: 'upload',
  procedure: 'backgroundImageUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/media/background/upload'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (possibly media/upload).',
  files: ['file'],
  input: z.object({
    file: UploadedFileSchema,
    title: z.string().trim().max(100).optional(),
    mediaTypeEnum: z.literal('BACKGROUND_IMAGE').default('BACKGROUND_IMAGE'),
  }),
  output: MediaItemSchema,
});
