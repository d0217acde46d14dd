import { defineCall } from '../define-call';
import { AskInputSchema, AnswerChunkSchema } from './faq-schemas';

export const talkFaqAskStreamCall = defineCall({
  id: 'talkFaqAskStream',
  specId: 'talkFaqAskStream',
  area: 'faq',
  procedure: 'askStream',
  kind: 'subscription',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/askStream'], origin: 'spec' },
  silent: true,
  summary: 'Answered as text/event-stream (data, close, error); each data event is one answer chunk',
  input: AskInputSchema,
  output: AnswerChunkSchema,
});
