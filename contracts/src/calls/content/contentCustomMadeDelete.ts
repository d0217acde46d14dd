import { defineCall } from '../define-call';
import { CustomMadeDeleteInputSchema, CustomMadeDeleteOutputSchema } from './content-schemas';

export const contentCustomMadeDeleteCall = defineCall({
  id: 'contentCustomMadeDelete',
  specId: null,
  area: 'content',
  procedure: 'customMadeDelete',
  kind: 'mutation',
  access: 'superAdmin',
  legacy: { method: 'POST', base: '/api', paths: ['/content/custom-made/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes custom digital-human requests for good, with their sealed phones (super administrator)',
  input: CustomMadeDeleteInputSchema,
  output: CustomMadeDeleteOutputSchema,
});
