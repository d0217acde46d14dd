import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const faceListCall = defineCall({
  id: 'faceList',
  specId: 'faceList',
  area: 'face',
  procedure: 'faceList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/face/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    projectId: IdSchema,
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    search: z.string().trim().max(200).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
