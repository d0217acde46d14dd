import { defineCall } from '../define-call';
import { TalkProjectPublishedSchema } from './talk-output-schemas';
import { TalkProjectRefInputSchema } from './talk-schemas';

export const v1TalkProjectV2PublishCall = defineCall({
  id: 'v1TalkProjectV2Publish',
  specId: 'v1TalkProjectV2Publish',
  area: 'talkProject',
  procedure: 'projectV2Publish',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/project/v2/publish'], origin: 'spec' },
  silent: false,
  summary: "The /api client strips the '/v1' segment, so the effective URL is /api/talk/project/v2/publish.",
  input: TalkProjectRefInputSchema,
  output: TalkProjectPublishedSchema,
});
