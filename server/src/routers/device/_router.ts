import { deviceCalls as calls } from '@portal/contracts/calls/device/index';
import { router } from '../../trpc/init';
import { authedCall, deviceCall, managerCall, publicCall } from '../../trpc/call-procedures';
import { deviceUserAddHandler } from './deviceUserAdd.handler';
import { deviceUserDeleteHandler } from './deviceUserDelete.handler';
import { deviceUserEditHandler } from './deviceUserEdit.handler';
import { deviceUserListHandler } from './deviceUserList.handler';
import { deviceUserUploadHandler } from './deviceUserUpload.handler';
import { getLongTokenHandler } from './getLongToken.handler';
import { greetSpeechHandler } from './greetSpeech.handler';
import { getTalkLogHandler } from './getTalkLog.handler';
import { kioskHandler } from './kiosk.handler';
import { moveHandler } from './move.handler';
import { previewTokenHandler } from './previewToken.handler';
import { registerHandler } from './register.handler';
import { removeHandler } from './remove.handler';
import { revokeHandler } from './revoke.handler';
import { snCodeListHandler } from './snCodeList.handler';
import { wakeListenHandler } from './wakeListen.handler';

export const deviceRouter = router({
  deviceUserAdd: authedCall(calls.deviceUserAdd).mutation(deviceUserAddHandler),
  deviceUserDelete: authedCall(calls.deviceUserDelete).mutation(deviceUserDeleteHandler),
  deviceUserEdit: authedCall(calls.deviceUserEdit).mutation(deviceUserEditHandler),
  deviceUserList: authedCall(calls.deviceUserList).query(deviceUserListHandler),
  deviceUserUpload: authedCall(calls.deviceUserUpload).mutation(deviceUserUploadHandler),
  snCodeList: authedCall(calls.snCodeList).query(snCodeListHandler),
  getTalkLog: authedCall(calls.getTalkLog).query(getTalkLogHandler),
  previewToken: managerCall(calls.previewToken).query(previewTokenHandler),
  getLongToken: publicCall(calls.getLongToken).query(getLongTokenHandler),
  register: managerCall(calls.register).mutation(registerHandler),
  revoke: managerCall(calls.revoke).mutation(revokeHandler),
  remove: managerCall(calls.remove).mutation(removeHandler),
  move: managerCall(calls.move).mutation(moveHandler),
  kiosk: deviceCall(calls.kiosk).query(kioskHandler),
  wakeListen: deviceCall(calls.wakeListen).mutation(wakeListenHandler),
  greetSpeech: deviceCall(calls.greetSpeech).mutation(greetSpeechHandler),
});
