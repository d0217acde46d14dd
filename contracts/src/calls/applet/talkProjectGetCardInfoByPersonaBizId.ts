import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectGetCardInfoByPersonaBizIdCall = defineCall({
  id: 'talkProjectGetCardInfoByPersonaBizId',
  specId: 'talkProjectGetCardInfoByPersonaBizId',
  area: 'applet',
  procedure: 'getCardInfoByPersonaBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/getCardInfoByPersonaBizId'], origin: 'spec' },
  silent: false,
  summary: 'Query not shown (name suggests personaBizId).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
