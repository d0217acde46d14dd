import { z } from 'zod';
import { defineCall } from '../define-call';
import { UploadedFileSchema } from '../shared';
import { OSS_PATH_TYPES, StoredFileSchema } from './upload-schemas';

export const mediaOnlyUploadCall = defineCall({
  id: 'mediaOnlyUpload',
  specId: 'mediaOnlyUpload',
  area: 'upload',
  procedure: 'onlyUpload',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/media/onlyUpload'], origin: 'spec' },
  silent: false,
  summary: 'Multipart',
  files: ['file'],
  input: z.object({
    file: UploadedFileSchema,
    title: z.string().trim().max(100).optional(),
    ossPathType: z.enum(OSS_PATH_TYPES).default('MATERIAL'),
  }),
  output: StoredFileSchema,
});
