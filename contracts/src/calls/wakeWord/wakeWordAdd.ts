import { defineCall } from '../define-call';
import { WakeWordSchema } from './wake-word-schemas';
import { WakeWordAddInputSchema } from '../talkProject/talk-schemas';

export const wakeWordAddCall = defineCall({
  id: 'wakeWordAdd',
  specId: 'wakeWordAdd',
  area: 'wakeWord',
  procedure: 'wakeWordAdd',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/wake-word/add'], origin: 'spec' },
  silent: false,
  summary: '',
  input: WakeWordAddInputSchema,
  output: WakeWordSchema,
});
