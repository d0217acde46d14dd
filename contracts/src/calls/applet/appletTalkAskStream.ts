import { defineCall } from '../define-call';
import { AppletAskInputSchema, AnswerChunkSchema } from '../faq/faq-schemas';

export const appletTalkAskStreamCall = defineCall({
  id: 'appletTalkAskStream',
  specId: 'appletTalkAskStream',
  area: 'applet',
  procedure: 'askStream',
  kind: 'subscription',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/askStream'], origin: 'spec' },
  silent: true,
  summary: 'Answered as text/event-stream (data, close, error); each data event is one answer chunk',
  input: AppletAskInputSchema,
  output: AnswerChunkSchema,
});
