import { z } from 'zod';
import { defineCall } from '../define-call';
import { AppletResponseSchema, CardAccessInputSchema } from './card-schemas';

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
  input: CardAccessInputSchema,
  output: z.array(AppletResponseSchema),
});
