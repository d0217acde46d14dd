import { z } from 'zod';
import { defineCall } from '../define-call';
import { OSS_PATH_TYPES, UploadPolicySchema } from './upload-schemas';

export const ossGetUploadCredCall = defineCall({
  id: 'ossGetUploadCred',
  specId: 'ossGetUploadCred',
  area: 'upload',
  procedure: 'ossGetUploadCred',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/oss/get-upload-cred'], origin: 'spec' },
  silent: false,
  summary:
    'Taken as the upload-policy endpoint of the upload flow (doc names only maxSizeBytes for this path; fileName/ossPathType and the answer come from the flow descri',
  input: z.object({
    fileName: z.string().trim().min(1).max(255),
    /** Megabytes converted to bytes by the client (001 §7); the server keeps the smaller of this and its own limit. */
    maxSizeBytes: z.coerce.number().int().positive(),
    ossPathType: z.enum(OSS_PATH_TYPES),
  }),
  output: UploadPolicySchema,
});
