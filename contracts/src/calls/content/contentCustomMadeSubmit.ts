import { z } from 'zod';
import { defineCall } from '../define-call';
import { CustomMadeSubmitInputSchema } from './content-schemas';

export const contentCustomMadeSubmitCall = defineCall({
  id: 'contentCustomMadeSubmit',
  specId: null,
  area: 'content',
  procedure: 'customMadeSubmit',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/content/custom-made/submit'], origin: 'ours' },
  silent: false,
  summary: 'A request for a custom digital human; reaches the operator as a lead (phone sealed)',
  input: CustomMadeSubmitInputSchema,
  output: z.object({ id: z.string() }),
});
