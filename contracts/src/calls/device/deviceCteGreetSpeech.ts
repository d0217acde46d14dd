import { defineCall } from '../define-call';
import { SpeechSegmentSchema } from '../faq/faq-schemas';
import { GreetSpeechInputSchema } from './device-schemas';

export const deviceCteGreetSpeechCall = defineCall({
  id: 'deviceCteGreetSpeech',
  specId: null,
  area: 'device',
  procedure: 'greetSpeech',
  kind: 'mutation',
  access: 'device',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/open/greet-speech'], origin: 'ours' },
  silent: true,
  summary:
    "A kiosk greeting (wake or face) spoken in the project's voice with its lip-sync track, as an answer's sentence.",
  input: GreetSpeechInputSchema,
  output: SpeechSegmentSchema,
});
