import { z } from 'zod';
import { defineCall } from '../define-call';
import { RtcConfigSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const talkProjectRtcConfigCall = defineCall({
  id: 'talkProjectRtcConfig',
  specId: 'talkProjectRtcConfig',
  area: 'talkProject',
  procedure: 'rtcConfig',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/rtc/config'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: RtcConfigSchema,
});
