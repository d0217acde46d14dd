import { defineCall } from '../define-call';
import { CustomMadeListInputSchema, CustomMadePageSchema } from './content-schemas';

export const contentCustomMadeListCall = defineCall({
  id: 'contentCustomMadeList',
  specId: null,
  area: 'content',
  procedure: 'customMadeList',
  kind: 'query',
  access: 'superAdmin',
  legacy: { method: 'POST', base: '/api', paths: ['/content/custom-made/list'], origin: 'ours' },
  silent: false,
  summary: 'Custom digital-human requests, newest first (super administrator)',
  input: CustomMadeListInputSchema,
  output: CustomMadePageSchema,
});
