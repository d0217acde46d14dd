import { defineCall } from '../define-call';
import { DeletedCountSchema, ProjectIdInputSchema } from './faq-schemas';

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
  output: DeletedCountSchema,
});
