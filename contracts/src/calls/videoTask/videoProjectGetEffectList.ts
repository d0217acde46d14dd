import { z } from 'zod';
import { defineCall } from '../define-call';

export const videoProjectGetEffectListCall = defineCall({
  id: 'videoProjectGetEffectList',
  specId: 'videoProjectGetEffectList',
  area: 'videoTask',
  procedure: 'getEffectList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/video-project/get-effect-list'], origin: 'spec' },
  silent: false,
  summary:
    'Written "GET /video-project/get-progress-info, GET /get-effect-list"; expanded as shorthand to /video-project/get-effect-list (literal reading would be /get-eff',
  input: z.object({}),
  output: z.object({
    entrance: z.array(z.string()),
    exit: z.array(z.string()),
    looping: z.array(z.string()),
    transitions: z.array(z.string()),
    filters: z.array(z.string()),
  }),
});
