import { defineCall } from '../define-call';
import { DeletedCountSchema, FaqBatchDeleteInputSchema } from './faq-schemas';

export const talkFaqBatchDeleteCall = defineCall({
  id: 'talkFaqBatchDelete',
  specId: 'talkFaqBatchDelete',
  area: 'faq',
  procedure: 'faqBatchDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/batchDelete'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/batchDelete".',
  input: FaqBatchDeleteInputSchema,
  output: DeletedCountSchema,
});
