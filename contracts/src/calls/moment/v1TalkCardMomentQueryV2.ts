import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema, PageIndexSchema, PageSizeSchema, UnspecifiedOutputSchema } from '../shared';

export const v1TalkCardMomentQueryV2Call = defineCall({
  id: 'v1TalkCardMomentQueryV2',
  specId: 'v1TalkCardMomentQueryV2',
  area: 'moment',
  procedure: 'momentQueryV2',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/query/v2'], origin: 'spec' },
  silent: false,
  summary: 'OrderType: TIME 0, CUSTOM 1, PREVIOUS -1',
  input: z.object({
    pageIndex: PageIndexSchema.default(1),
    pageSize: PageSizeSchema.default(10),
    labelId: IdSchema.optional(),
    projectId: IdSchema,
    orderType: z.coerce.number().int().min(-1).max(1).optional(),
  }),
  output: UnspecifiedOutputSchema,
});
