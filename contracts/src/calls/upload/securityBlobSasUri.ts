import { z } from 'zod';
import { defineCall } from '../define-call';

export const securityBlobSasUriCall = defineCall({
  id: 'securityBlobSasUri',
  specId: 'securityBlobSasUri',
  area: 'upload',
  procedure: 'blobSasUri',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/security/blobSasUri'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ url: z.string().trim().min(1).max(2048) }),
  output: z.object({ url: z.string(), expiresAt: z.date() }),
});
