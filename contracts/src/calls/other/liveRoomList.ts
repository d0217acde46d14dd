import { defineCall } from '../define-call';
import { LiveRoomListInputSchema, LiveRoomSchema } from '../live/live-schemas';
import { z } from 'zod';

export const liveRoomListCall = defineCall({
  id: 'liveRoomList',
  specId: 'liveRoomList',
  area: 'other',
  procedure: 'liveRoomList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/live/room/list'], origin: 'spec' },
  silent: true,
  summary: "The company's live rooms, newest first",
  input: LiveRoomListInputSchema,
  output: z.array(LiveRoomSchema),
});
