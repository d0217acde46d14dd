import { AnswerChunkSchema } from '../faq/faq-schemas';
import { VoiceAskInputSchema } from './live-schemas';
import { defineCall } from '../define-call';

export const liveVoiceAskCall = defineCall({
  id: 'liveVoiceAsk',
  specId: null,
  area: 'live',
  procedure: 'voiceAsk',
  kind: 'subscription',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/voice/ask'], origin: 'ours' },
  silent: false,
  summary: 'A spoken question in a session: the transcript first, then the spoken answer',
  input: VoiceAskInputSchema,
  output: AnswerChunkSchema,
});
