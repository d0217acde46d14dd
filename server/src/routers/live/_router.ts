import { liveCalls as calls } from '@portal/contracts/calls/live/index';
import { router } from '../../trpc/init';
import { publicCall, publicStreamCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { voiceAskHandler } from './voiceAsk.handler';

/** The live channel (ours): session heartbeats, spoken questions and live-room viewers. */
export const liveRouter = router({
  heartbeat: publicCall(calls.heartbeat).mutation(notImplemented(calls.heartbeat)),
  voiceAsk: publicStreamCall(calls.voiceAsk).subscription(voiceAskHandler),
  roomState: publicCall(calls.roomState).query(notImplemented(calls.roomState)),
  roomAsk: publicCall(calls.roomAsk).mutation(notImplemented(calls.roomAsk)),
});
