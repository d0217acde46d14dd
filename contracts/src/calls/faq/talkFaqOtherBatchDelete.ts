import { defineCall } from '../define-call';
import { FaqBatchDeleteInputSchema } from './faq-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkFaqOtherBatchDeleteCall = defineCall({
  id: 'talkFaqOtherBatchDelete',
  specId: 'talkFaqOtherBatchDelete',
  area: 'faq',
  procedure: 'otherBatchDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/other/batchDelete'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: FaqBatchDeleteInputSchema,
  output: UnspecifiedOutputSchema,
});
