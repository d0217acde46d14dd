import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const openapiTalkSupportLanguageCall = defineCall({
  id: 'openapiTalkSupportLanguage',
  specId: 'openapiTalkSupportLanguage',
  area: 'openapi',
  procedure: 'supportLanguage',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/talk/support-language'], origin: 'spec' },
  silent: false,
  summary: 'Signature passed in a header',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
