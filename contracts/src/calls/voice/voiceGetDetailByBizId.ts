import { defineCall } from '../define-call';
import { VoiceBizIdSchema, VoiceItemSchema } from './voice-schemas';

export const voiceGetDetailByBizIdCall = defineCall({
  id: 'voiceGetDetailByBizId',
  specId: 'voiceGetDetailByBizId',
  area: 'voice',
  procedure: 'getDetailByBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice/getDetailByBizId'], origin: 'spec' },
  silent: false,
  summary: '',
  input: VoiceBizIdSchema,
  output: VoiceItemSchema,
});
