import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsOperatorRowSchema } from './operator-schemas';

export const opsOperatorListCall = defineCall({
  id: 'opsOperatorList',
  specId: null,
  area: 'ops',
  procedure: 'operatorList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/operators'], origin: 'ours' },
  silent: false,
  summary: 'Every operator, oldest first, the caller marked',
  input: z.object({}),
  output: z.array(OpsOperatorRowSchema),
});
