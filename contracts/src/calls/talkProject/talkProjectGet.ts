import { z } from 'zod';
import { defineCall } from '../define-call';
import { TalkProjectSchema } from '../../entities/interactive';
import { IdSchema, QueryBooleanSchema } from '../shared';

export const talkProjectGetCall = defineCall({
  id: 'talkProjectGet',
  specId: 'talkProjectGet',
  area: 'talkProject',
  procedure: 'projectGet',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/project/get'], origin: 'spec' },
  silent: false,
  summary: 'Project detail; shape not shown',
  input: z.object({
    projectId: IdSchema,
    edit: QueryBooleanSchema.optional(),
  }),
  output: TalkProjectSchema,
});
