import { defineCall } from '../define-call';
import { OpenapiFaqListInputSchema, OpenapiFaqPageSchema } from './openapi-schemas';

export const openapiTalkFaqListCall = defineCall({
  id: 'openapiTalkFaqList',
  specId: 'openapiTalkFaqList',
  area: 'openapi',
  procedure: 'faqList',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'POST', base: '/rtc', paths: ['/openapi/talk/faq/list'], origin: 'spec' },
  silent: false,
  summary:
    'Signature header. A page of the project FAQ (20 by default, at most 100). Base /rtc by the doc 000 override.',
  input: OpenapiFaqListInputSchema,
  output: OpenapiFaqPageSchema,
});
