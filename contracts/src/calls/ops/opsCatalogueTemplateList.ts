import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsCatalogueTemplateSchema } from './catalogue-template-schemas';

export const opsCatalogueTemplateListCall = defineCall({
  id: 'opsCatalogueTemplateList',
  specId: null,
  area: 'ops',
  procedure: 'catalogueTemplateList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/catalogue/templates'], origin: 'ours' },
  silent: false,
  summary: 'The platform studio templates with their state and how many projects use each',
  input: z.object({}),
  output: z.array(OpsCatalogueTemplateSchema),
});
