import { z } from 'zod';
import { defineCall } from '../define-call';
import { PersonaBizIdSchema, PostureItemSchema } from './vh-schemas';

export const queryVhPostureCall = defineCall({
  id: 'queryVhPosture',
  specId: 'queryVhPosture',
  area: 'vh',
  procedure: 'queryVhPosture',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/query-vh-posture'], origin: 'spec' },
  silent: false,
  summary: '',
  input: PersonaBizIdSchema,
  output: z.array(PostureItemSchema),
});
