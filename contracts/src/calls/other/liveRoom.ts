import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const liveRoomCall = defineCall({
  id: 'liveRoom',
  specId: 'liveRoom',
  area: 'other',
  procedure: 'liveRoom',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/live/room'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method and purpose not stated (method assumed)',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
