import { defineCall } from '../define-call';
import { UnspecifiedInputSchema, UnspecifiedOutputSchema } from '../shared';

export const liveRoomListCall = defineCall({
  id: 'liveRoomList',
  specId: 'liveRoomList',
  area: 'other',
  procedure: 'liveRoomList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/live/room/list'], origin: 'spec' },
  silent: true,
  summary: 'Only named on the silent list; method and purpose not stated (method assumed).',
  input: UnspecifiedInputSchema,
  output: UnspecifiedOutputSchema,
});
