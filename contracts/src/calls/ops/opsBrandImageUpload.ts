import { defineCall } from '../define-call';
import { OpsBrandImageSchema, OpsBrandImageUploadInputSchema } from './brand-image-schemas';

export const opsBrandImageUploadCall = defineCall({
  id: 'opsBrandImageUpload',
  specId: null,
  area: 'ops',
  procedure: 'brandImageUpload',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/brand/image'], origin: 'ours' },
  silent: false,
  summary:
    'Stores a brand logo or login picture (multipart: kind, file): checks its type by its bytes, its size and dimensions, re-encodes it and answers its URL',
  files: ['file'],
  input: OpsBrandImageUploadInputSchema,
  output: OpsBrandImageSchema,
});
