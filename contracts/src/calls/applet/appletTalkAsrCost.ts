import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const appletTalkAsrCostCall = defineCall({
  id: 'appletTalkAsrCost',
  specId: 'appletTalkAsrCost',
  area: 'applet',
  procedure: 'asrCost',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/asr/cost'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
