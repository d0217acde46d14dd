import { defineCall } from '../define-call';
import { LiveRoomInputSchema, LiveRoomSchema } from '../live/live-schemas';

export const liveRoomCall = defineCall({
  id: 'liveRoom',
  specId: 'liveRoom',
  area: 'other',
  procedure: 'liveRoom',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/live/room'], origin: 'spec' },
  silent: true,
  summary:
    'Creates a live room for a project, or renames or ends one (roomId); a room takes a live room count (resource 2)',
  input: LiveRoomInputSchema,
  output: LiveRoomSchema,
});
