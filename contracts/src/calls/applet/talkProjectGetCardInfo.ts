import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, QueryBooleanSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectGetCardInfoCall = defineCall({
  id: 'talkProjectGetCardInfo',
  specId: 'talkProjectGetCardInfo',
  area: 'applet',
  procedure: 'talkProjectGetCardInfo',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/getCardInfo'], origin: 'spec' },
  silent: false,
  summary: 'Written as "talk/project/getCardInfo".',
  input: z.object({
    projectId: IdSchema,
    preview: QueryBooleanSchema.optional(),
  }),
  output: UnspecifiedOutputSchema,
});
