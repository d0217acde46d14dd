import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

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
  input: z.object({
    text: z.string().max(10000),
    checkOption: z.string().trim().max(32).default('risk'),
  }),
  output: UnspecifiedOutputSchema,
});
