import { faceCalls as calls } from '@portal/contracts/calls/face/index';
import { router } from '../../trpc/init';
import { authedCall, deviceCall, managerCall } from '../../trpc/call-procedures';
import { facebodyHandler } from './facebody.handler';
import { faceCloseHandler } from './faceClose.handler';
import { faceDeleteHandler } from './faceDelete.handler';
import { faceExportHandler } from './faceExport.handler';
import { faceKioskHandler } from './faceKiosk.handler';
import { facePurgeHandler } from './facePurge.handler';
import { faceListHandler } from './faceList.handler';
import { faceMatchHandler } from './faceMatch.handler';
import { faceOpenHandler } from './faceOpen.handler';
import { faceSwitchGetHandler } from './faceSwitchGet.handler';

/** The spec names two paths for the switch calls; both pairs answer the same. */
export const faceRouter = router({
  facebody: authedCall(calls.facebody).query(facebodyHandler),
  faceList: authedCall(calls.faceList).query(faceListHandler),
  faceDelete: authedCall(calls.faceDelete).mutation(faceDeleteHandler),
  faceSwitchGet: authedCall(calls.faceSwitchGet).query(faceSwitchGetHandler),
  faceOpen: authedCall(calls.faceOpen).mutation(faceOpenHandler),
  faceClose: authedCall(calls.faceClose).mutation(faceCloseHandler),
  faceSwitch: authedCall(calls.faceSwitch).query(faceSwitchGetHandler),
  openFace: authedCall(calls.openFace).mutation(faceOpenHandler),
  closeFace: authedCall(calls.closeFace).mutation(faceCloseHandler),
  faceKiosk: deviceCall(calls.faceKiosk).query(faceKioskHandler),
  faceMatch: deviceCall(calls.faceMatch).mutation(faceMatchHandler),
  faceExport: managerCall(calls.faceExport).query(faceExportHandler),
  facePurge: managerCall(calls.facePurge).mutation(facePurgeHandler),
});
