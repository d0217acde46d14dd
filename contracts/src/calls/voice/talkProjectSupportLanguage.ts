import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const talkProjectSupportLanguageCall = defineCall({
  id: 'talkProjectSupportLanguage',
  specId: 'talkProjectSupportLanguage',
  area: 'voice',
  procedure: 'supportLanguage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/support-language'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    voiceBizId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
