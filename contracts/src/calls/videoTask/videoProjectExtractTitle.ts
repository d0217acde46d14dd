import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videoProjectExtractTitleCall = defineCall({
  id: 'videoProjectExtractTitle',
  specId: 'videoProjectExtractTitle',
  area: 'videoTask',
  procedure: 'extractTitle',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video-project/extract-title'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand "/extract-title".',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
