import { defineCall } from '../define-call';
import { CheckTextInputSchema, ModerationResultSchema } from './safety-schemas';

export const videocreationGreenTextCall = defineCall({
  id: 'videocreationGreenText',
  specId: 'videocreationGreenText',
  area: 'safety',
  procedure: 'greenText',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/green/text'], origin: 'spec' },
  silent: false,
  summary:
    'Doc bullet: "/videocreation/green/text and /green/check/v2; the AI text checker takes text and checkOption (risk) and answers level, descriptions, riskWords (al',
  input: CheckTextInputSchema,
  output: ModerationResultSchema,
});
