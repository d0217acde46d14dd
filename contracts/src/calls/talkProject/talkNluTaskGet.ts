import { z } from 'zod';
import { defineCall } from '../define-call';
import { TrainingTaskSchema } from './talk-output-schemas';
import { IdSchema } from '../shared';

export const talkNluTaskGetCall = defineCall({
  id: 'talkNluTaskGet',
  specId: 'talkNluTaskGet',
  area: 'talkProject',
  procedure: 'taskGet',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/nlu/task/get'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    taskId: IdSchema,
  }),
  output: TrainingTaskSchema,
});
