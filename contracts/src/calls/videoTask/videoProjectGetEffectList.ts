import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const videoProjectGetEffectListCall = defineCall({
  id: 'videoProjectGetEffectList',
  specId: 'videoProjectGetEffectList',
  area: 'videoTask',
  procedure: 'getEffectList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api/v1', paths: ['/video-project/get-effect-list'], origin: 'spec' },
  silent: false,
  summary: 'Written "GET /video-project/get-progress-info, GET /get-effect-list"; expanded as shorthand to /video-project/get-effect-list (literal reading would be /get-eff',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
