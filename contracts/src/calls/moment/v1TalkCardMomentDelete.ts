import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { MomentDeletedSchema } from './moment-schemas';

export const v1TalkCardMomentDeleteCall = defineCall({
  id: 'v1TalkCardMomentDelete',
  specId: 'v1TalkCardMomentDelete',
  area: 'moment',
  procedure: 'momentDelete',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/delete/{id}'], origin: 'spec' },
  silent: false,
  summary: "Deletes a moment of the company's card",
  input: z.object({ id: IdSchema }),
  output: MomentDeletedSchema,
});
