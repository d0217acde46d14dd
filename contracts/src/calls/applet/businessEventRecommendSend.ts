import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
