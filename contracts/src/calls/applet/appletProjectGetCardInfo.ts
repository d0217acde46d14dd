import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const appletProjectGetCardInfoCall = defineCall({
  id: 'appletProjectGetCardInfo',
  specId: 'appletProjectGetCardInfo',
  area: 'applet',
  procedure: 'appletProjectGetCardInfo',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/applet/project/getCardInfo'], origin: 'spec' },
  silent: false,
  summary: 'Written as "applet/project/getCardInfo?projectId".',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
