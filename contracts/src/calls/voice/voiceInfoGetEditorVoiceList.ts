import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const voiceInfoGetEditorVoiceListCall = defineCall({
  id: 'voiceInfoGetEditorVoiceList',
  specId: 'voiceInfoGetEditorVoiceList',
  area: 'voice',
  procedure: 'getEditorVoiceList',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice-info/get-editor-voice-list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
