import { defineCall } from '../define-call';
import { z } from 'zod';
import { PreviewSignatureSchema } from './openapi-schemas';

export const openapiSubkeyGetCall = defineCall({
  id: 'openapiSubkeyGet',
  specId: 'openapiSubkeyGet',
  area: 'openapi',
  procedure: 'subkeyGet',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/openapi/subkey/get'], origin: 'spec' },
  silent: false,
  summary:
    'A signed-in member preview signature (SDK preview page) and the company key masked; the key itself never reaches a browser. Base /api (the doc 000 override list does not name this path).',
  input: z.object({}),
  output: PreviewSignatureSchema,
});
