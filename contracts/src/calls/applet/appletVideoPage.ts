import { defineCall } from '../define-call';
import { AppletVideoPageInputSchema, AppletVideoSchema } from './card-schemas';
import { pageOf } from '../shared';

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
  input: AppletVideoPageInputSchema,
  output: pageOf(AppletVideoSchema),
});
