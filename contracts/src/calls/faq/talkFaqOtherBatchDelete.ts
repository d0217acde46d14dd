import { defineCall } from '../define-call';
import { DeletedCountSchema, FaqBatchDeleteInputSchema } from './faq-schemas';

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
  output: DeletedCountSchema,
});
