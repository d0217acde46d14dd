import { defineCall } from '../define-call';
import { TalkTemplateSchema } from './talk-output-schemas';
import { TemplateUpdateInputSchema } from './talk-schemas';

export const talkRtcTempUpdateTemplateCall = defineCall({
  id: 'talkRtcTempUpdateTemplate',
  specId: 'talkRtcTempUpdateTemplate',
  area: 'talkProject',
  procedure: 'updateTemplate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/rtc/temp/updateTemplate'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TemplateUpdateInputSchema,
  output: TalkTemplateSchema,
});
