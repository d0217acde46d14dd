import { z } from 'zod';
import { defineCall } from '../define-call';
import { UploadedFileSchema } from '../shared';
import { StoredFileSchema } from './upload-schemas';

export const ossHostFilePostCall = defineCall({
  id: 'ossHostFilePost',
  specId: 'ossHostFilePost',
  area: 'upload',
  procedure: 'ossHostFilePost',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/storage', paths: ['/'], origin: 'ours' },
  silent: false,
  summary: 'Posted to the host returned by the upload-policy call (/oss/get-upload-cred), not under an API base',
  files: ['file'],
  input: z.object({
    key: z.string().max(512).optional(),
    policy: z.string().max(4096).optional(),
    OSSAccessKeyId: z.string().max(128).optional(),
    signature: z.string().max(512).optional(),
    success_action_status: z.string().max(3).optional(),
    name: z.string().max(255).optional(),
    host: z.string().max(2048).optional(),
    file: UploadedFileSchema,
  }),
  output: StoredFileSchema,
});
