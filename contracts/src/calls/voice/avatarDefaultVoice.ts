import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarVoiceDefaultsSchema } from '../vh/vh-schemas';

export const avatarDefaultVoiceCall = defineCall({
  id: 'avatarDefaultVoice',
  specId: 'avatarDefaultVoice',
  area: 'voice',
  procedure: 'avatarDefaultVoice',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/voice/avatar-default'], origin: 'ours' },
  silent: false,
  summary: 'Path not shown ("the avatar\'s default voice by bizId")',
  input: z.object({ bizId: z.string().trim().min(1).max(64) }),
  output: AvatarVoiceDefaultsSchema,
});
