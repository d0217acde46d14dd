import { defineCall } from '../define-call';
import { AppletPublishInputSchema, AppletPublishSchema } from './card-schemas';

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
  input: AppletPublishInputSchema,
  output: AppletPublishSchema,
});
