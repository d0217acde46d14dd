import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsBrandRowSchema } from './ops-schemas';

export const opsBrandListCall = defineCall({
  id: 'opsBrandList',
  specId: null,
  area: 'ops',
  procedure: 'brandList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/brands'], origin: 'ours' },
  silent: false,
  summary: 'Every OEM brand by domain',
  input: z.object({}),
  output: z.array(OpsBrandRowSchema),
});
