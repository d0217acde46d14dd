import { z } from 'zod';
import { defineCall } from '../define-call';
import { VoiceItemSchema } from './voice-schemas';

export const voiceInfoGetEditorVoiceListCall = defineCall({
  id: 'voiceInfoGetEditorVoiceList',
  specId: 'voiceInfoGetEditorVoiceList',
  area: 'voice',
  procedure: 'getEditorVoiceList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice-info/get-editor-voice-list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ tagId: z.coerce.number().int().optional() }),
  output: z.array(VoiceItemSchema),
});
