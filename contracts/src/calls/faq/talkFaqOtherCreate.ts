import { defineCall } from '../define-call';
import { OtherCreateInputSchema, TalkResponseViewSchema } from './faq-schemas';

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
  output: TalkResponseViewSchema,
});
