import { faceCalls as calls } from '@portal/contracts/calls/face/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const faceRouter = router({
  facebody: authedCall(calls.facebody).query(notImplemented(calls.facebody)),
  faceList: authedCall(calls.faceList).query(notImplemented(calls.faceList)),
  faceDelete: authedCall(calls.faceDelete).mutation(notImplemented(calls.faceDelete)),
  faceSwitchGet: authedCall(calls.faceSwitchGet).query(notImplemented(calls.faceSwitchGet)),
  faceOpen: authedCall(calls.faceOpen).mutation(notImplemented(calls.faceOpen)),
  faceClose: authedCall(calls.faceClose).mutation(notImplemented(calls.faceClose)),
  faceSwitch: authedCall(calls.faceSwitch).query(notImplemented(calls.faceSwitch)),
  openFace: authedCall(calls.openFace).mutation(notImplemented(calls.openFace)),
  closeFace: authedCall(calls.closeFace).mutation(notImplemented(calls.closeFace)),
});
