import { deviceCalls as calls } from '@portal/contracts/calls/device/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const deviceRouter = router({
  deviceUserAdd: authedCall(calls.deviceUserAdd).mutation(notImplemented(calls.deviceUserAdd)),
  deviceUserDelete: authedCall(calls.deviceUserDelete).mutation(notImplemented(calls.deviceUserDelete)),
  deviceUserEdit: authedCall(calls.deviceUserEdit).mutation(notImplemented(calls.deviceUserEdit)),
  deviceUserList: authedCall(calls.deviceUserList).query(notImplemented(calls.deviceUserList)),
  deviceUserUpload: authedCall(calls.deviceUserUpload).mutation(notImplemented(calls.deviceUserUpload)),
  snCodeList: authedCall(calls.snCodeList).query(notImplemented(calls.snCodeList)),
  getTalkLog: authedCall(calls.getTalkLog).query(notImplemented(calls.getTalkLog)),
  previewToken: authedCall(calls.previewToken).query(notImplemented(calls.previewToken)),
  getLongToken: publicCall(calls.getLongToken).query(notImplemented(calls.getLongToken)),
});
