import { z } from 'zod';
import { defineCall } from '../define-call';
import { CardWorksSavedSchema } from './card-schemas';
import { IdSchema } from '../shared';

export const talkCardWorksSaveCall = defineCall({
  id: 'talkCardWorksSave',
  specId: 'talkCardWorksSave',
  area: 'card',
  procedure: 'save',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/talk/card/works/save'], origin: 'spec' },
  silent: false,
  summary: '',
  input: z.object({
    userId: IdSchema,
    companyId: IdSchema,
    projectId: IdSchema,
    videoList: z.array(z.looseObject({})).max(100_000),
    documentList: z.array(z.looseObject({})).max(100_000),
  }),
  output: CardWorksSavedSchema,
});
