import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletRtcModelPreheatCall = defineCall({
  id: 'appletRtcModelPreheat',
  specId: 'appletRtcModelPreheat',
  area: 'applet',
  procedure: 'modelPreheat',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/rtc/model/preheat'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
