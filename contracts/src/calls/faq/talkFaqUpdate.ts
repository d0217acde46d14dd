import { defineCall } from '../define-call';
import { FaqUpdateInputSchema } from './faq-schemas';
import { FaqSavedSchema } from './faq-warnings';

export const talkFaqUpdateCall = defineCall({
  id: 'talkFaqUpdate',
  specId: 'talkFaqUpdate',
  area: 'faq',
  procedure: 'faqUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/update".',
  input: FaqUpdateInputSchema,
  output: FaqSavedSchema,
});
