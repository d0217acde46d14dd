import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectAppletPublishCall = defineCall({
  id: 'talkProjectAppletPublish',
  specId: 'talkProjectAppletPublish',
  area: 'applet',
  procedure: 'appletPublish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/appletPublish'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
