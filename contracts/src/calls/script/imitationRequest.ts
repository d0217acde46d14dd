import { z } from 'zod';
import { defineCall } from '../define-call';
import { DataKeySchema } from '../aiText/ai-schemas';

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
    /** A JSON string of the fission form (001 §3): referenceScript ≤ 2000, mainInfo ≤ 50, mainFeatureList. */
    dataJson: z.string().min(2).max(20_000),
  }),
  output: DataKeySchema,
});
