import { otherCalls as calls } from '@portal/contracts/calls/other/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { downloadProxyHandler } from './downloadProxy.handler';
import { systemSwitchHandler } from './systemSwitch.handler';

export const otherRouter = router({
  systemSwitch: publicCall(calls.systemSwitch).query(systemSwitchHandler),
  liveRoom: authedCall(calls.liveRoom).mutation(notImplemented(calls.liveRoom)),
  liveRoomList: authedCall(calls.liveRoomList).query(notImplemented(calls.liveRoomList)),
  multipleEditUserQuery: authedCall(calls.multipleEditUserQuery).query(notImplemented(calls.multipleEditUserQuery)),
  downloadProxy: authedCall(calls.downloadProxy).query(downloadProxyHandler),
});
