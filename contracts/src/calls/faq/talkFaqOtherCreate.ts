import { defineCall } from '../define-call';
import { OtherCreateInputSchema } from './faq-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkFaqOtherCreateCall = defineCall({
  id: 'talkFaqOtherCreate',
  specId: 'talkFaqOtherCreate',
  area: 'faq',
  procedure: 'otherCreate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/other/create'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: OtherCreateInputSchema,
  output: UnspecifiedOutputSchema,
});
