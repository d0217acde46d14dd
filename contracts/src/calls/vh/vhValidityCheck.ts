import { z } from 'zod';
import { defineCall } from '../define-call';

export const vhValidityCheckCall = defineCall({
  id: 'vhValidityCheck',
  specId: 'vhValidityCheck',
  area: 'vh',
  procedure: 'vhValidityCheck',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/validity-check'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.union([
    z.array(z.string().max(64)).max(200),
    z.object({ personaBizIds: z.array(z.string().max(64)).max(200) }),
  ]),
  output: z.record(z.string(), z.boolean()),
});
