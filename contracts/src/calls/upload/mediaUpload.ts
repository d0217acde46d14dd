import { z } from 'zod';
import { defineCall } from '../define-call';
import { UploadedFileSchema } from '../shared';
import { MediaItemSchema } from '../media/media-schemas';
import { OSS_PATH_TYPES } from './upload-schemas';

export const mediaUploadCall = defineCall({
  id: 'mediaUpload',
  specId: 'mediaUpload',
  area: 'upload',
  procedure: 'mediaUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/upload'], origin: 'spec' },
  silent: false,
  summary: 'Multipart',
  files: ['file'],
  input: z.object({
    file: UploadedFileSchema,
    title: z.string().trim().max(100).optional(),
    ossPathType: z.enum(OSS_PATH_TYPES).default('MATERIAL'),
  }),
  output: MediaItemSchema,
});
