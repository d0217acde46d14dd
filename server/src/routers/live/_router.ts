import { liveCalls as calls } from '@portal/contracts/calls/live/index';
import { router } from '../../trpc/init';
import { publicCall, publicStreamCall } from '../../trpc/call-procedures';
import { heartbeatHandler } from './heartbeat.handler';
import { roomAskHandler } from './roomAsk.handler';
import { roomStateHandler } from './roomState.handler';
import { voiceAskHandler } from './voiceAsk.handler';

/** The live channel (ours): session heartbeats, spoken questions and live-room viewers. */
export const liveRouter = router({
  heartbeat: publicCall(calls.heartbeat).mutation(heartbeatHandler),
  voiceAsk: publicStreamCall(calls.voiceAsk).subscription(voiceAskHandler),
  roomState: publicCall(calls.roomState).query(roomStateHandler),
  roomAsk: publicCall(calls.roomAsk).mutation(roomAskHandler),
});
