import { defineCall } from '../define-call';
import { TemplateByBizIdInputSchema } from './talk-schemas';
import { UnspecifiedOutputSchema } from '../shared';

export const talkRtcTempGetTemplateByBizIdCall = defineCall({
  id: 'talkRtcTempGetTemplateByBizId',
  specId: 'talkRtcTempGetTemplateByBizId',
  area: 'talkProject',
  procedure: 'getTemplateByBizId',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/rtc/temp/getTemplateByBizId'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TemplateByBizIdInputSchema,
  output: UnspecifiedOutputSchema,
});
