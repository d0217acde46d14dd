import { z } from 'zod';
import { defineCall } from '../define-call';
import { CloudSpeechProviderSchema, OpsSpeechSettingsSchema } from './ops-schemas';

export const opsSpeechSettingsClearCall = defineCall({
  id: 'opsSpeechSettingsClear',
  specId: null,
  area: 'ops',
  procedure: 'speechSettingsClear',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/speech-settings/clear'], origin: 'ours' },
  silent: false,
  summary: "Removes one service's console settings: its environment variables (or nothing) apply again",
  input: z.object({ provider: CloudSpeechProviderSchema }),
  output: OpsSpeechSettingsSchema,
});
