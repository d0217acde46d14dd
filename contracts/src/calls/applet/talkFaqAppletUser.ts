import { defineCall } from '../define-call';
import { AppletUserInputSchema, AppletUserSchema } from './card-schemas';

export const talkFaqAppletUserCall = defineCall({
  id: 'talkFaqAppletUser',
  specId: 'talkFaqAppletUser',
  area: 'applet',
  procedure: 'appletUser',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/applet/user'], origin: 'spec' },
  silent: false,
  summary: '',
  input: AppletUserInputSchema,
  output: AppletUserSchema,
});
