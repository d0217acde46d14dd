import { z } from 'zod';
import { defineCall } from '../define-call';
import { AvatarItemSchema, PostureItemSchema } from './vh-schemas';

export const vhInfoV2DetailByPostureCall = defineCall({
  id: 'vhInfoV2DetailByPosture',
  specId: 'vhInfoV2DetailByPosture',
  area: 'vh',
  procedure: 'detailByPosture',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/vh/info/v2/detail-by-posture'], origin: 'spec' },
  silent: false,
  summary: "Posture or figure lookup failure: 'failed to get figure, please switch scene and retry'.",
  input: z.object({ postureId: z.string().trim().min(1).max(128) }),
  output: z.object({ avatar: AvatarItemSchema, posture: PostureItemSchema }),
});
