import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaBizIdSchema } from './vh-schemas';

export const photoAvatarDeleteCall = defineCall({
  id: 'photoAvatarDelete',
  specId: null,
  area: 'vh',
  procedure: 'photoAvatarDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/vh/photo-avatar/delete'], origin: 'ours' },
  silent: false,
  summary: 'Deletes a photo avatar: its portrait, landmarks and record are purged at once',
  input: PersonaBizIdSchema,
  output: z.object({ deleted: z.literal(true) }),
});
