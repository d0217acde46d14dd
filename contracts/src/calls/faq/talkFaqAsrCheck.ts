import { defineCall } from '../define-call';
import { AsrCheckInputSchema, AsrResultSchema } from './faq-schemas';

export const talkFaqAsrCheckCall = defineCall({
  id: 'talkFaqAsrCheck',
  specId: 'talkFaqAsrCheck',
  area: 'faq',
  procedure: 'asrCheck',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/asr/check'], origin: 'spec' },
  silent: false,
  files: ['file'],
  summary: 'A spoken question recognised and checked',
  input: AsrCheckInputSchema,
  output: AsrResultSchema,
});
