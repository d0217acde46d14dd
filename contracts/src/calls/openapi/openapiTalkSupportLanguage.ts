import { defineCall } from '../define-call';
import { OpenapiLanguagesSchema, OpenapiProjectInputSchema } from './openapi-schemas';

export const openapiTalkSupportLanguageCall = defineCall({
  id: 'openapiTalkSupportLanguage',
  specId: 'openapiTalkSupportLanguage',
  area: 'openapi',
  procedure: 'supportLanguage',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/talk/support-language'], origin: 'spec' },
  silent: false,
  summary: 'Signature header. The languages of the project voice. Base /rtc.',
  input: OpenapiProjectInputSchema,
  output: OpenapiLanguagesSchema,
});
