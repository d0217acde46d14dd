import { defineCall } from '../define-call';
import { TemplateUpdateInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

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
  output: UnspecifiedOutputSchema,
});
