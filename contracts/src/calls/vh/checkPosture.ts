import { z } from 'zod';
import { defineCall } from '../define-call';

export const checkPostureCall = defineCall({
  id: 'checkPosture',
  specId: 'checkPosture',
  area: 'vh',
  procedure: 'checkPosture',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api/v1', paths: ['/check-posture'], origin: 'spec' },
  silent: false,
  summary: 'Right-check on postures.',
  input: z.object({ postureIdList: z.array(z.string().max(128)).max(200) }),
  output: z.object({ valid: z.array(z.string()), invalid: z.array(z.string()) }),
});
