import { z } from 'zod';
import { defineCall } from '../define-call';
import { OSS_PATH_TYPES, UploadPolicySchema } from './upload-schemas';

export const getUploadCredCall = defineCall({
  id: 'getUploadCred',
  specId: 'getUploadCred',
  area: 'upload',
  procedure: 'getUploadCred',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/get-upload-cred'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    fileName: z.string().trim().min(1).max(255),
    /** Megabytes converted to bytes by the client (001 §7); the server keeps the smaller of this and its own limit. */
    maxSizeBytes: z.coerce.number().int().positive(),
    ossPathType: z.enum(OSS_PATH_TYPES),
  }),
  output: UploadPolicySchema,
});
