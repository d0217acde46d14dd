import { z } from 'zod';
import { defineCall } from '../define-call';
import { OperatorSchema } from './ops-schemas';

export const opsMeCall = defineCall({
  id: 'opsMe',
  specId: null,
  area: 'ops',
  procedure: 'me',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/me'], origin: 'ours' },
  silent: true,
  summary: 'The signed-in operator',
  input: z.object({}),
  output: OperatorSchema,
});
