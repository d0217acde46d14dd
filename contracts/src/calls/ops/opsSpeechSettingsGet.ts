import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsSpeechSettingsSchema } from './ops-schemas';

export const opsSpeechSettingsGetCall = defineCall({
  id: 'opsSpeechSettingsGet',
  specId: null,
  area: 'ops',
  procedure: 'speechSettingsGet',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/speech-settings'], origin: 'ours' },
  silent: false,
  summary:
    'The cloud speech services (Azure, Alibaba, Tencent): where each is set up and its public settings (secrets never shown)',
  input: z.object({}),
  output: OpsSpeechSettingsSchema,
});
