import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const imitationRequestCall = defineCall({
  id: 'imitationRequest',
  specId: 'imitationRequest',
  area: 'script',
  procedure: 'imitationRequest',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/ai-text/imitation/submit'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown (imitation / script fission)',
  input: z.object({
    dataJson: z.string().max(5_000_000),
  }),
  output: UnspecifiedOutputSchema,
});
