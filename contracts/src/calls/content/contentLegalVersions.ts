import { z } from 'zod';
import { defineCall } from '../define-call';
import { LegalKindSchema, LegalVersionSchema } from './content-schemas';

export const contentLegalVersionsCall = defineCall({
  id: 'contentLegalVersions',
  specId: null,
  area: 'content',
  procedure: 'legalVersions',
  kind: 'query',
  access: 'superAdmin',
  legacy: { method: 'GET', base: '/api', paths: ['/content/legal/versions'], origin: 'ours' },
  silent: false,
  summary: 'Every saved version of a legal text, newest first',
  input: z.object({ kind: LegalKindSchema }),
  output: z.array(LegalVersionSchema),
});
