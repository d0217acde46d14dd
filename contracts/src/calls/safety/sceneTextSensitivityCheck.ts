import { defineCall } from '../define-call';
import { CheckTextInputSchema, TextCheckResultSchema } from './safety-schemas';

export const sceneTextSensitivityCheckCall = defineCall({
  id: 'sceneTextSensitivityCheck',
  specId: 'sceneTextSensitivityCheck',
  area: 'safety',
  procedure: 'sceneTextSensitivityCheck',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/green/scene-text'], origin: 'ours' },
  silent: false,
  summary:
    '"A sensitivity check of the current scene text is also made through a call" (001 §5); path not shown, possibly /videocreation/green/text or /videocreation/green',
  input: CheckTextInputSchema,
  output: TextCheckResultSchema,
});
