import { defineCall } from '../define-call';
import { AsrCostInputSchema, AsrUsageSchema } from './faq-schemas';

export const talkFaqAsrCostCall = defineCall({
  id: 'talkFaqAsrCost',
  specId: 'talkFaqAsrCost',
  area: 'faq',
  procedure: 'asrCost',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/asr/cost'], origin: 'spec' },
  silent: false,
  summary: "The project's speech recognition use",
  input: AsrCostInputSchema,
  output: AsrUsageSchema,
});
