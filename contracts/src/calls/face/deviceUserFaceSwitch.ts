import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, UnspecifiedOutputSchema } from '../shared';

export const deviceUserFaceSwitchCall = defineCall({
  id: 'deviceUserFaceSwitch',
  specId: 'deviceUserFaceSwitch',
  area: 'face',
  procedure: 'faceSwitch',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/device/user/face-switch'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: UnspecifiedOutputSchema,
});
