import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkFaqAsrCostCall = defineCall({
  id: 'talkFaqAsrCost',
  specId: 'talkFaqAsrCost',
  area: 'faq',
  procedure: 'asrCost',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/asr/cost'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
