import { defineCall } from '../define-call';
import { RecommendSendInputSchema, RecommendSendSchema } from './card-schemas';

export const businessEventRecommendSendCall = defineCall({
  id: 'businessEventRecommendSend',
  specId: 'businessEventRecommendSend',
  area: 'applet',
  procedure: 'recommendSend',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/business/event/recommend/send'], origin: 'spec' },
  silent: false,
  summary: '',
  input: RecommendSendInputSchema,
  output: RecommendSendSchema,
});
