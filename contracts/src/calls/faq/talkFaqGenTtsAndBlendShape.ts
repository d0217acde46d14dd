import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const talkFaqGenTtsAndBlendShapeCall = defineCall({
  id: 'talkFaqGenTtsAndBlendShape',
  specId: 'talkFaqGenTtsAndBlendShape',
  area: 'faq',
  procedure: 'genTtsAndBlendShape',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/genTtsAndBlendShape'], origin: 'spec' },
  silent: false,
  summary: '',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
