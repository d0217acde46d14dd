import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

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
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
