import { z } from 'zod';
import { defineCall } from '../define-call';

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
  input: z.object({ voiceBizId: z.string().trim().min(1).max(64) }),
  output: z.array(z.object({ code: z.string(), name: z.string() })),
});
