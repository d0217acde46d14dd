import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';

export const materialTranscodeStageCall = defineCall({
  id: 'materialTranscodeStage',
  specId: 'materialTranscodeStage',
  area: 'upload',
  procedure: 'materialTranscodeStage',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/material-transcode-stage'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({ mediaId: IdSchema }),
  output: z.object({
    mediaId: z.string(),
    stage: z.enum(['none', 'queued', 'processing', 'done', 'failed']),
    failReason: z.string().nullable(),
  }),
});
