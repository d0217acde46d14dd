import { defineCall } from '../define-call';
import { ConversionResultSchema, ConversionTaskSchema } from './conversion-schemas';

export const videoAttaV2GetResultCall = defineCall({
  id: 'videoAttaV2GetResult',
  specId: 'videoAttaV2GetResult',
  area: 'document',
  procedure: 'attaV2GetResult',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/video/atta/v2/get-result'], origin: 'spec' },
  silent: false,
  summary: 'Expanded from shorthand',
  input: ConversionTaskSchema,
  output: ConversionResultSchema,
});
