import { defineCall } from '../define-call';
import { AppletPublishInputSchema, AppletPublishSchema } from './card-schemas';

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
  input: AppletPublishInputSchema,
  output: AppletPublishSchema,
});
