import { defineCall } from '../define-call';
import { VoiceBizIdSchema, VoiceItemSchema } from './voice-schemas';

export const voiceInfoGetVoiceDetailCall = defineCall({
  id: 'voiceInfoGetVoiceDetail',
  specId: 'voiceInfoGetVoiceDetail',
  area: 'voice',
  procedure: 'getVoiceDetail',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice-info/get-voice-detail'], origin: 'spec' },
  silent: false,
  summary:
    'Written "GET /voice-info/get-editor-voice-list, GET /get-voice-detail"; expanded as shorthand to /voice-info/get-voice-detail (literal reading would be /get-voi',
  input: VoiceBizIdSchema,
  output: VoiceItemSchema,
});
