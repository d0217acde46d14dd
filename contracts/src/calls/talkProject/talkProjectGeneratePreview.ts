import { defineCall } from '../define-call';
import { PreviewImageSchema } from './talk-output-schemas';
import { TalkProjectRefInputSchema } from './talk-schemas';

export const talkProjectGeneratePreviewCall = defineCall({
  id: 'talkProjectGeneratePreview',
  specId: 'talkProjectGeneratePreview',
  area: 'talkProject',
  procedure: 'preview',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/project/generate/preview'], origin: 'spec' },
  silent: false,
  summary: '',
  input: TalkProjectRefInputSchema,
  output: PreviewImageSchema,
});
