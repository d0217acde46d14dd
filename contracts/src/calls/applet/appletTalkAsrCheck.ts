import { defineCall } from '../define-call';
import { AppletAsrCheckInputSchema, AsrResultSchema } from '../faq/faq-schemas';

export const appletTalkAsrCheckCall = defineCall({
  id: 'appletTalkAsrCheck',
  specId: 'appletTalkAsrCheck',
  area: 'applet',
  procedure: 'asrCheck',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/applet/talk/asr/check'], origin: 'spec' },
  silent: false,
  files: ['file'],
  summary: "A card visitor's spoken question recognised and checked",
  input: AppletAsrCheckInputSchema,
  output: AsrResultSchema,
});
