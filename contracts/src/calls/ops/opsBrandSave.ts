import { defineCall } from '../define-call';
import { OpsBrandRowSchema, OpsBrandSaveInputSchema } from './ops-schemas';

export const opsBrandSaveCall = defineCall({
  id: 'opsBrandSave',
  specId: null,
  area: 'ops',
  procedure: 'brandSave',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/brand/save'], origin: 'ours' },
  silent: false,
  summary: 'Creates or updates the brand of a domain (name, colours, filings, contact)',
  input: OpsBrandSaveInputSchema,
  output: OpsBrandRowSchema,
});
