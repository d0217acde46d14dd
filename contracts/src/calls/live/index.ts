import { liveHeartbeatCall } from './liveHeartbeat';
import { liveVoiceAskCall } from './liveVoiceAsk';
import { liveRoomStateCall } from './liveRoomState';
import { liveRoomAskCall } from './liveRoomAsk';

/** Ours: the live channel's calls beside the documented applet and live-room calls. */
export const liveCalls = {
  heartbeat: liveHeartbeatCall,
  voiceAsk: liveVoiceAskCall,
  roomState: liveRoomStateCall,
  roomAsk: liveRoomAskCall,
} as const;
