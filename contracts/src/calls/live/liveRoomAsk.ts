import { LiveRoomAskInputSchema, LiveRoomAskSchema } from './live-schemas';
import { defineCall } from '../define-call';

export const liveRoomAskCall = defineCall({
  id: 'liveRoomAsk',
  specId: null,
  area: 'live',
  procedure: 'roomAsk',
  kind: 'mutation',
  access: 'public',
  legacy: { method: 'POST', base: '/api', paths: ['/live/room/ask'], origin: 'ours' },
  silent: false,
  summary: "A viewer's typed question, queued for the room's human",
  input: LiveRoomAskInputSchema,
  output: LiveRoomAskSchema,
});
