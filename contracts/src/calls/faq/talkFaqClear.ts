import { defineCall } from '../define-call';
import { ProjectIdInputSchema } from './faq-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkFaqClearCall = defineCall({
  id: 'talkFaqClear',
  specId: 'talkFaqClear',
  area: 'faq',
  procedure: 'faqClear',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/clear'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/clear".',
  input: ProjectIdInputSchema,
  output: UnspecifiedOutputSchema,
});
