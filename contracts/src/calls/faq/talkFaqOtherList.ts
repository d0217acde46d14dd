import { defineCall } from '../define-call';
import { OtherListInputSchema, TalkResponseListSchema } from './faq-schemas';

export const talkFaqOtherListCall = defineCall({
  id: 'talkFaqOtherList',
  specId: 'talkFaqOtherList',
  area: 'faq',
  procedure: 'otherList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/other/list'], origin: 'spec' },
  silent: false,
  summary:
    'Other responses (talkJson groups welcomeResponse type 1, noInputResponse type 2, noMatchResponse type 3; association inferred)',
  input: OtherListInputSchema,
  output: TalkResponseListSchema,
});
