import { LiveRoomStateSchema, LiveRoomViewInputSchema } from './live-schemas';
import { defineCall } from '../define-call';

export const liveRoomStateCall = defineCall({
  id: 'liveRoomState',
  specId: null,
  area: 'live',
  procedure: 'roomState',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/live/room/state'], origin: 'ours' },
  silent: false,
  summary: 'What a live-room viewer draws: the playlist clock, the question queue and the answer on air',
  input: LiveRoomViewInputSchema,
  output: LiveRoomStateSchema,
});
