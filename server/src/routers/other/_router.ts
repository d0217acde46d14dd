import { otherCalls as calls } from '@portal/contracts/calls/other/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { multipleEditUserQueryHandler } from './multipleEditUserQuery.handler';
import { downloadProxyHandler } from './downloadProxy.handler';
import { liveRoomHandler } from './liveRoom.handler';
import { liveRoomListHandler } from './liveRoomList.handler';
import { systemSwitchHandler } from './systemSwitch.handler';

export const otherRouter = router({
  systemSwitch: publicCall(calls.systemSwitch).query(systemSwitchHandler),
  liveRoom: authedCall(calls.liveRoom).mutation(liveRoomHandler),
  liveRoomList: authedCall(calls.liveRoomList).query(liveRoomListHandler),
  multipleEditUserQuery: authedCall(calls.multipleEditUserQuery).query(multipleEditUserQueryHandler),
  downloadProxy: authedCall(calls.downloadProxy).query(downloadProxyHandler),
});
