import { liveCalls as calls } from '@portal/contracts/calls/live/index';
import { router } from '../../trpc/init';
import { publicCall, publicStreamCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { heartbeatHandler } from './heartbeat.handler';

/** The live channel (ours): session heartbeats, spoken questions and live-room viewers. */
export const liveRouter = router({
  heartbeat: publicCall(calls.heartbeat).mutation(heartbeatHandler),
  voiceAsk: publicStreamCall(calls.voiceAsk).subscription(notImplemented(calls.voiceAsk)),
  roomState: publicCall(calls.roomState).query(notImplemented(calls.roomState)),
  roomAsk: publicCall(calls.roomAsk).mutation(notImplemented(calls.roomAsk)),
});
