import { z } from 'zod';
import { defineCall } from '../define-call';
import { PageIndexSchema, PageSizeSchema } from '../shared';
import { TemplateSchema } from '../videoProject/project-schemas';

export const videocreationStudiotemplateExclusiveListCall = defineCall({
  id: 'videocreationStudiotemplateExclusiveList',
  specId: 'videocreationStudiotemplateExclusiveList',
  area: 'studioTemplate',
  procedure: 'exclusiveList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/videocreation/studiotemplate/exclusive/list'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/exclusive/list"',
  input: z.object({
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(24),
    kind: z.string().trim().max(64).optional(),
    tag: z.string().trim().max(32).optional(),
  }),
  output: z.object({
    list: z.array(TemplateSchema),
    total: z.number().int(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  }),
});
