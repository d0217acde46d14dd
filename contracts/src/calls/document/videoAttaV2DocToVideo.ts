import { defineCall } from '../define-call';
import { ConversionResultSchema, ConversionSourceSchema } from './conversion-schemas';

export const videoAttaV2DocToVideoCall = defineCall({
  id: 'videoAttaV2DocToVideo',
  specId: 'videoAttaV2DocToVideo',
  area: 'document',
  procedure: 'docToVideo',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video/atta/v2/doc-to-video'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: ConversionSourceSchema,
  output: ConversionResultSchema,
});
