import { z } from 'zod';
import { defineCall } from '../define-call';

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
  input: z.object({ text: z.string().max(10_000) }),
  output: z.object({ title: z.string() }),
});
