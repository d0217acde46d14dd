import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletTalkAsrCheckCall = defineCall({
  id: 'appletTalkAsrCheck',
  specId: 'appletTalkAsrCheck',
  area: 'applet',
  procedure: 'asrCheck',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/asr/check'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
