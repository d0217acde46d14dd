import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { TalkProjectRefInputSchema } from './talk-schemas';

export const v1TalkProjectCancelV2PublishCall = defineCall({
  id: 'v1TalkProjectCancelV2Publish',
  specId: 'v1TalkProjectCancelV2Publish',
  area: 'talkProject',
  procedure: 'cancelV2Publish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/project/cancel/v2/publish'], origin: 'spec' },
  silent: false,
  summary: "The /api client strips the '/v1' segment, so the effective URL is /api/talk/project/cancel/v2/publish.",
  input: TalkProjectRefInputSchema,
  output: TalkProjectSchema,
});
