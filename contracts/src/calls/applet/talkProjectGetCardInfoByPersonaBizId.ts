import { defineCall } from '../define-call';
import { CardInfoSchema, PersonaCardInfoInputSchema } from './card-schemas';

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
  input: PersonaCardInfoInputSchema,
  output: CardInfoSchema.nullable(),
});
