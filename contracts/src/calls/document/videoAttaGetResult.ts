import { defineCall } from '../define-call';
import { ConversionResultSchema, ConversionTaskSchema } from './conversion-schemas';

export const videoAttaGetResultCall = defineCall({
  id: 'videoAttaGetResult',
  specId: 'videoAttaGetResult',
  area: 'document',
  procedure: 'attaGetResult',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/video/atta/get-result'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list (000 §8; 001 §8 repeats it)',
  input: ConversionTaskSchema,
  output: ConversionResultSchema,
});
