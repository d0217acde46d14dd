import { defineCall } from '../define-call';
import { OpsCatalogueTemplateSchema, OpsCatalogueTemplateStateInputSchema } from './catalogue-template-schemas';

export const opsCatalogueTemplateStateCall = defineCall({
  id: 'opsCatalogueTemplateState',
  specId: null,
  area: 'ops',
  procedure: 'catalogueTemplateState',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/catalogue/template/state'], origin: 'ours' },
  silent: false,
  summary: 'Takes a platform template offline or puts it back',
  input: OpsCatalogueTemplateStateInputSchema,
  output: OpsCatalogueTemplateSchema,
});
