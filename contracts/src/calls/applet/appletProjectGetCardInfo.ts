import { defineCall } from '../define-call';
import { CardAccessInputSchema, CardInfoSchema } from './card-schemas';

export const appletProjectGetCardInfoCall = defineCall({
  id: 'appletProjectGetCardInfo',
  specId: 'appletProjectGetCardInfo',
  area: 'applet',
  procedure: 'appletProjectGetCardInfo',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/applet/project/getCardInfo'], origin: 'spec' },
  silent: false,
  summary: 'Written as "applet/project/getCardInfo?projectId".',
  input: CardAccessInputSchema,
  output: CardInfoSchema,
});
