import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectCancelAppletPublishCall = defineCall({
  id: 'talkProjectCancelAppletPublish',
  specId: 'talkProjectCancelAppletPublish',
  area: 'applet',
  procedure: 'cancelAppletPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/cancelAppletPublish'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
