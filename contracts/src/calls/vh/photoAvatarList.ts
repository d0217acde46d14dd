import { z } from 'zod';
import { defineCall } from '../define-call';
import { PhotoAvatarSchema } from './vh-schemas';

export const photoAvatarListCall = defineCall({
  id: 'photoAvatarList',
  specId: null,
  area: 'vh',
  procedure: 'photoAvatarList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/vh/photo-avatar/list'], origin: 'ours' },
  silent: false,
  summary: "The company's photo avatars, newest first",
  input: z.object({}).default({}),
  output: z.array(PhotoAvatarSchema),
});
