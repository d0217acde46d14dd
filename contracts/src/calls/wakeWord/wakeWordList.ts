import { z } from 'zod';
import { defineCall } from '../define-call';
import { WakeWordSchema } from './wake-word-schemas';
import { IdSchema } from '../shared';

export const wakeWordListCall = defineCall({
  id: 'wakeWordList',
  specId: 'wakeWordList',
  area: 'wakeWord',
  procedure: 'wakeWordList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/wake-word/list'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    projectId: IdSchema,
  }),
  output: z.array(WakeWordSchema),
});
