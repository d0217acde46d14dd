import { systemSwitchCall } from './systemSwitch';
import { liveRoomCall } from './liveRoom';
import { liveRoomListCall } from './liveRoomList';
import { multipleEditUserQueryCall } from './multipleEditUserQuery';
import { downloadProxyCall } from './downloadProxy';

export const otherCalls = {
  systemSwitch: systemSwitchCall,
  liveRoom: liveRoomCall,
  liveRoomList: liveRoomListCall,
  multipleEditUserQuery: multipleEditUserQueryCall,
  downloadProxy: downloadProxyCall,
} as const;
