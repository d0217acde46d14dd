import { z } from 'zod';
import { defineCall } from '../define-call';
import { UnspecifiedOutputSchema } from '../shared';

export const avatarListCall = defineCall({
  id: 'avatarList',
  specId: 'avatarList',
  area: 'vh',
  procedure: 'avatarList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/avatar/list'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown',
  input: z.object({
    vhModelType: z.string().trim().max(32),
    name: z.string().trim().max(100).default(''),
    industry: z.string().trim().max(64).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
