import { defineCall } from '../define-call';
import { GenTtsInputSchema, SpokenAnswerSchema } from './faq-schemas';

export const talkFaqGenTtsAndBlendShapeCall = defineCall({
  id: 'talkFaqGenTtsAndBlendShape',
  specId: 'talkFaqGenTtsAndBlendShape',
  area: 'faq',
  procedure: 'genTtsAndBlendShape',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/faq/genTtsAndBlendShape'], origin: 'spec' },
  silent: false,
  summary: 'The answer spoken with the project voice, with its viseme track',
  input: GenTtsInputSchema,
  output: SpokenAnswerSchema,
});
