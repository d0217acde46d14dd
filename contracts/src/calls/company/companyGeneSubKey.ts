import { z } from 'zod';
import { defineCall } from '../define-call';
import { GeneratedKeySchema } from '../openapi/openapi-schemas';

export const companyGeneSubKeyCall = defineCall({
  id: 'companyGeneSubKey',
  specId: 'companyGeneSubKey',
  area: 'company',
  procedure: 'geneSubKey',
  kind: 'mutation',
  access: 'manager',
  legacy: { method: 'POST', base: '/api', paths: ['/company/geneSubKey'], origin: 'spec' },
  silent: false,
  summary: 'Generates the company subscription key (doc 002: SDK and open API section).',
  input: z.object({}),
  output: GeneratedKeySchema,
});
