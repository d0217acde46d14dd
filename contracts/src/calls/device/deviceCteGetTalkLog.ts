import { defineCall } from '../define-call';
import { TalkLogInputSchema, TalkLogOutputSchema } from './device-schemas';

export const deviceCteGetTalkLogCall = defineCall({
  id: 'deviceCteGetTalkLog',
  specId: 'deviceCteGetTalkLog',
  area: 'device',
  procedure: 'getTalkLog',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/get-talk-log'], origin: 'spec' },
  silent: false,
  summary: "A device's talk log (questions, answers, wakes, greetings), newest first, by date range.",
  input: TalkLogInputSchema,
  output: TalkLogOutputSchema,
});
