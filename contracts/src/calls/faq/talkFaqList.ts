import { defineCall } from '../define-call';
import { FaqItemViewSchema, FaqListInputSchema } from './faq-schemas';
import { pageOf } from '../shared';

export const talkFaqListCall = defineCall({
  id: 'talkFaqList',
  specId: 'talkFaqList',
  area: 'faq',
  procedure: 'faqList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/list'], origin: 'spec' },
  silent: false,
  summary: 'List page size 10000',
  input: FaqListInputSchema,
  output: pageOf(FaqItemViewSchema),
});
