import { z } from 'zod';
import { defineCall } from '../define-call';
import { IdSchema } from '../shared';
import { MomentDeletedSchema } from './moment-schemas';

export const v1TalkCardMomentLabelRemoveCall = defineCall({
  id: 'v1TalkCardMomentLabelRemove',
  specId: 'v1TalkCardMomentLabelRemove',
  area: 'moment',
  procedure: 'labelRemove',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/v1/talk/card/moment/label/remove/{id}'], origin: 'spec' },
  silent: false,
  summary: 'Removes a label; its moments stay, without it',
  input: z.object({ id: IdSchema }),
  output: MomentDeletedSchema,
});
