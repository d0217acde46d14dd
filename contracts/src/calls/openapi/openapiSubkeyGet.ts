import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
    'Doc 002 says the open API paths are served from a separate base, but the doc 000 override list does not include this path, so base /api is kept.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
