import { defineCall } from '../define-call';
import { ConversionResultSchema, ConversionSourceSchema } from './conversion-schemas';

export const videoAttaV2DocToImgCall = defineCall({
  id: 'videoAttaV2DocToImg',
  specId: 'videoAttaV2DocToImg',
  area: 'document',
  procedure: 'docToImg',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video/atta/v2/doc-to-img'], origin: 'spec' },
  silent: false,
  summary: 'Document conversion (status Running 2, Success 3, Fail 4).',
  input: ConversionSourceSchema,
  output: ConversionResultSchema,
});
