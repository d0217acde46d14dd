import { defineCall } from '../define-call';
import { TalkTemplateSchema } from './talk-output-schemas';
import { BlankFaqTemplateInputSchema } from './talk-schemas';

export const talkRtcTempCreateBlankFaqTemplateCall = defineCall({
  id: 'talkRtcTempCreateBlankFaqTemplate',
  specId: 'talkRtcTempCreateBlankFaqTemplate',
  area: 'talkProject',
  procedure: 'createBlankFaqTemplate',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/rtc/temp/createBlankFaqTemplate'], origin: 'spec' },
  silent: false,
  summary: '',
  input: BlankFaqTemplateInputSchema,
  output: TalkTemplateSchema,
});
