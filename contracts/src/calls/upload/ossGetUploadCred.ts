import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const ossGetUploadCredCall = defineCall({
  id: 'ossGetUploadCred',
  specId: 'ossGetUploadCred',
  area: 'upload',
  procedure: 'ossGetUploadCred',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/oss/get-upload-cred'], origin: 'spec' },
  silent: false,
  summary: 'Taken as the upload-policy endpoint of the upload flow (doc names only maxSizeBytes for this path; fileName/ossPathType and the answer come from the flow descri',
  input: z.object({
    fileName: z.string().trim().min(1).max(255),
    maxSizeBytes: z.number().int().positive(),
    ossPathType: z.string().trim().min(1).max(64),
  }),
  output: UnspecifiedOutputSchema,
});
