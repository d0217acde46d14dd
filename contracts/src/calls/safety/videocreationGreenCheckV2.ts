import { defineCall } from '../define-call';
import { CheckTextInputSchema, TextCheckResultSchema } from './safety-schemas';

export const videocreationGreenCheckV2Call = defineCall({
  id: 'videocreationGreenCheckV2',
  specId: 'videocreationGreenCheckV2',
  area: 'safety',
  procedure: 'greenCheckV2',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/green/check/v2'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/green/check/v2"',
  input: CheckTextInputSchema,
  output: TextCheckResultSchema,
});
