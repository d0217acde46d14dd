import { defineCall } from '../define-call';
import { OtherUpdateInputSchema, TalkResponseViewSchema } from './faq-schemas';

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
  output: TalkResponseViewSchema,
});
