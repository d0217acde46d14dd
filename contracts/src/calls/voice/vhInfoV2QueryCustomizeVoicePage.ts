import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const vhInfoV2QueryCustomizeVoicePageCall = defineCall({
  id: 'vhInfoV2QueryCustomizeVoicePage',
  specId: 'vhInfoV2QueryCustomizeVoicePage',
  area: 'voice',
  procedure: 'queryCustomizeVoicePage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/vh/info/v2/query-customize-voice-page'], origin: 'spec' },
  silent: false,
  summary: 'Custom fast voice carries a notice that it responds with some delay during interaction.',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
