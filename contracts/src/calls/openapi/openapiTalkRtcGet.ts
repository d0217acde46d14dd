import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const openapiTalkRtcGetCall = defineCall({
  id: 'openapiTalkRtcGet',
  specId: 'openapiTalkRtcGet',
  area: 'openapi',
  procedure: 'rtcGet',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/talk/rtc/get'], origin: 'spec' },
  silent: false,
  summary: 'Signature passed in a header',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
