import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const openapiSignatureGenCall = defineCall({
  id: 'openapiSignatureGen',
  specId: 'openapiSignatureGen',
  area: 'openapi',
  procedure: 'signatureGen',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/signature/gen'], origin: 'spec' },
  silent: false,
  summary: 'Subscription key passed in a header',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
