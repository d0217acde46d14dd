import { z } from 'zod';
import { defineCall } from '../define-call';
import { ShareAccessTokenSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const talkProjectShareAccessTokenCall = defineCall({
  id: 'talkProjectShareAccessToken',
  specId: 'talkProjectShareAccessToken',
  area: 'talkProject',
  procedure: 'shareAccessToken',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/share-access-token'], origin: 'spec' },
  silent: false,
  summary: 'Share token status Active or Suspended.',
  input: z.object({
    projectId: IdSchema,
  }),
  output: ShareAccessTokenSchema,
});
