import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletTalkAskStreamCall = defineCall({
  id: 'appletTalkAskStream',
  specId: 'appletTalkAskStream',
  area: 'applet',
  procedure: 'askStream',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/askStream'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method not stated',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
