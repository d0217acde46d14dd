import { z } from 'zod';
import { defineCall } from '../define-call';
import { RtcStartSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const talkProjectRtcStartCall = defineCall({
  id: 'talkProjectRtcStart',
  specId: 'talkProjectRtcStart',
  area: 'talkProject',
  procedure: 'rtcStart',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/rtc/start'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: RtcStartSchema,
});
