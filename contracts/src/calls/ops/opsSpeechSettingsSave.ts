import { defineCall } from '../define-call';
import { OpsSpeechSettingsSaveInputSchema, OpsSpeechSettingsSchema } from './ops-schemas';

export const opsSpeechSettingsSaveCall = defineCall({
  id: 'opsSpeechSettingsSave',
  specId: null,
  area: 'ops',
  procedure: 'speechSettingsSave',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/speech-settings/save'], origin: 'ours' },
  silent: false,
  summary: 'Sets up one cloud speech service from the console, its secret stored sealed; it wins over the environment',
  input: OpsSpeechSettingsSaveInputSchema,
  output: OpsSpeechSettingsSchema,
});
