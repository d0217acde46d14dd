import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const appletTalkRmListCall = defineCall({
  id: 'appletTalkRmList',
  specId: 'appletTalkRmList',
  area: 'applet',
  procedure: 'rmList',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/applet/talk/rm/list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
