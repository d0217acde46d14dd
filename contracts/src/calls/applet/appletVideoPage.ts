import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const appletVideoPageCall = defineCall({
  id: 'appletVideoPage',
  specId: 'appletVideoPage',
  area: 'applet',
  procedure: 'videoPage',
  kind: 'query',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/video/page'], origin: 'spec' },
  silent: false,
  summary: 'Page size 100000 for applet videos.',
  input: z.object({
    talkProjectId: IdSchema,
    personaBizId: IdSchema,
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    name: z.string().trim().max(200).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
