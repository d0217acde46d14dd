import { defineCall } from '../define-call';
import { z } from 'zod';
import { IdSchema } from '../shared';
import { RtcSessionSchema } from './openapi-schemas';

export const openapiTalkRtcGetCall = defineCall({
  id: 'openapiTalkRtcGet',
  specId: 'openapiTalkRtcGet',
  area: 'openapi',
  procedure: 'rtcGet',
  kind: 'query',
  access: 'openapi',
  legacy: { method: 'GET', base: '/rtc', paths: ['/openapi/talk/rtc/get'], origin: 'spec' },
  silent: false,
  summary:
    'Signature header. What the SDK needs to open a live session on a published project (the card live channel). Base /rtc.',
  input: z.object({
    projectId: IdSchema,
  }),
  output: RtcSessionSchema,
});
