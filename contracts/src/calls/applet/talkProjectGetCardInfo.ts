import { defineCall } from '../define-call';
import { CardInfoSchema, TalkProjectCardInfoInputSchema } from './card-schemas';

export const talkProjectGetCardInfoCall = defineCall({
  id: 'talkProjectGetCardInfo',
  specId: 'talkProjectGetCardInfo',
  area: 'applet',
  procedure: 'talkProjectGetCardInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/getCardInfo'], origin: 'spec' },
  silent: false,
  summary: 'Written as "talk/project/getCardInfo".',
  input: TalkProjectCardInfoInputSchema,
  output: CardInfoSchema,
});
