import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsOkSchema } from './ops-schemas';

export const opsBrandDeleteCall = defineCall({
  id: 'opsBrandDelete',
  specId: null,
  area: 'ops',
  procedure: 'brandDelete',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/brand/delete'], origin: 'ours' },
  silent: false,
  summary: 'Removes the brand of a domain',
  input: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
  output: OpsOkSchema,
});
