import { defineCall } from '../define-call';
import { AppletAsrCostInputSchema, AsrUsageSchema } from '../faq/faq-schemas';

export const appletTalkAsrCostCall = defineCall({
  id: 'appletTalkAsrCost',
  specId: 'appletTalkAsrCost',
  area: 'applet',
  procedure: 'asrCost',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/asr/cost'], origin: 'spec' },
  silent: false,
  summary: "A card visitor's speech recognition use",
  input: AppletAsrCostInputSchema,
  output: AsrUsageSchema,
});
