import { defineCall } from '../define-call';
import { FaqCreateInputSchema } from './faq-schemas';
import { FaqSavedSchema } from './faq-warnings';

export const talkFaqCreateCall = defineCall({
  id: 'talkFaqCreate',
  specId: 'talkFaqCreate',
  area: 'faq',
  procedure: 'faqCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/create'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/create"',
  input: FaqCreateInputSchema,
  output: FaqSavedSchema,
});
