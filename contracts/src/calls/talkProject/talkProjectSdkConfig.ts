import { z } from 'zod';
import { defineCall } from '../define-call';
import { SdkConfigSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const talkProjectSdkConfigCall = defineCall({
  id: 'talkProjectSdkConfig',
  specId: 'talkProjectSdkConfig',
  area: 'talkProject',
  procedure: 'sdkConfig',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/sdk/config'], origin: 'spec' },
  silent: false,
  summary: 'platform defaults to web.',
  input: z.object({
    projectId: IdSchema,
    platform: z.string().trim().min(1).max(32).default('web'),
  }),
  output: SdkConfigSchema,
});
