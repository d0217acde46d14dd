import { z } from 'zod';
import { defineCall } from '../define-call';
import { LegalDocSchema, LegalKindSchema } from './content-schemas';

export const contentLegalGetCall = defineCall({
  id: 'contentLegalGet',
  specId: null,
  area: 'content',
  procedure: 'legalGet',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/content/legal/get'], origin: 'ours' },
  silent: false,
  summary: 'The current service terms or privacy policy (the built-in default until a super administrator saves one)',
  input: z.object({ kind: LegalKindSchema }),
  output: LegalDocSchema,
});
