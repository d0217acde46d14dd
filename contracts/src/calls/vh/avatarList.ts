import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema } from './vh-schemas';

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
    vhModelType: z.string().trim().max(32).default('Studio'),
    name: z.string().trim().max(100).default(''),
    /** Sent only when not 'all' (001 §3). */
    industry: z.string().trim().max(64).optional(),
  }),
  output: z.array(AvatarItemSchema),
});
