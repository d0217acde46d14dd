import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const openapiTalkFaqListCall = defineCall({
  id: 'openapiTalkFaqList',
  specId: 'openapiTalkFaqList',
  area: 'openapi',
  procedure: 'faqList',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'POST', base: '/rtc', paths: ['/openapi/talk/faq/list'], origin: 'spec' },
  silent: false,
  summary: 'Base /rtc by the doc 000 override',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
