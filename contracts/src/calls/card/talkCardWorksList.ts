import { z } from 'zod';
import { defineCall } from '../define-call';
import { CardWorksListSchema } from './card-schemas';
import { IdSchema } from '../shared';

export const talkCardWorksListCall = defineCall({
  id: 'talkCardWorksList',
  specId: 'talkCardWorksList',
  area: 'card',
  procedure: 'worksList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'GET', base: '/api', paths: ['/talk/card/works/list'], origin: 'spec' },
  silent: false,
  summary: 'showType: video 1, document 2.',
  input: z.object({
    projectId: IdSchema,
    showType: z.coerce.number().int().min(1).max(2),
  }),
  output: CardWorksListSchema,
});
