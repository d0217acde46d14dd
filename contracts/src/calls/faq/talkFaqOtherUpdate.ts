import { defineCall } from '../define-call';
import { OtherUpdateInputSchema } from './faq-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkFaqOtherUpdateCall = defineCall({
  id: 'talkFaqOtherUpdate',
  specId: 'talkFaqOtherUpdate',
  area: 'faq',
  procedure: 'otherUpdate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/other/update'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: OtherUpdateInputSchema,
  output: UnspecifiedOutputSchema,
});
