import { defineCall } from '../define-call';
import { SignatureGenInputSchema, SignatureSchema } from './openapi-schemas';

export const openapiSignatureGenCall = defineCall({
  id: 'openapiSignatureGen',
  specId: 'openapiSignatureGen',
  area: 'openapi',
  procedure: 'signatureGen',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/signature/gen'], origin: 'spec' },
  silent: false,
  summary:
    'Called from the company backend with the subscription-key header: a signature valid at most 10 minutes, for the company or one project, passed by web pages in the signature header.',
  input: SignatureGenInputSchema,
  output: SignatureSchema,
});
