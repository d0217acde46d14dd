import { defineCall } from '../define-call';
import { TalkTemplateByBizIdSchema } from './talk-output-schemas';
import { TemplateByBizIdInputSchema } from './talk-schemas';

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
  output: TalkTemplateByBizIdSchema,
});
