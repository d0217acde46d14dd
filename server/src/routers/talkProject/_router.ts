import { talkProjectCalls as calls } from '@portal/contracts/calls/talkProject/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const talkProjectRouter = router({
  projectGet: authedCall(calls.projectGet).query(notImplemented(calls.projectGet)),
  projectCreate: authedCall(calls.projectCreate).mutation(notImplemented(calls.projectCreate)),
  projectUpdate: authedCall(calls.projectUpdate).mutation(notImplemented(calls.projectUpdate)),
  rename: authedCall(calls.rename).mutation(notImplemented(calls.rename)),
  projectList: authedCall(calls.projectList).query(notImplemented(calls.projectList)),
  projectDelete: authedCall(calls.projectDelete).mutation(notImplemented(calls.projectDelete)),
  projectCopy: authedCall(calls.projectCopy).mutation(notImplemented(calls.projectCopy)),
  rtcConfig: authedCall(calls.rtcConfig).query(notImplemented(calls.rtcConfig)),
  rtcStart: authedCall(calls.rtcStart).mutation(notImplemented(calls.rtcStart)),
  sdkConfig: authedCall(calls.sdkConfig).query(notImplemented(calls.sdkConfig)),
  projectV2Publish: authedCall(calls.projectV2Publish).mutation(notImplemented(calls.projectV2Publish)),
  cancelV2Publish: authedCall(calls.cancelV2Publish).mutation(notImplemented(calls.cancelV2Publish)),
  preview: authedCall(calls.preview).mutation(notImplemented(calls.preview)),
  modelPreheat: authedCall(calls.modelPreheat).mutation(notImplemented(calls.modelPreheat)),
  llmModelList: authedCall(calls.llmModelList).query(notImplemented(calls.llmModelList)),
  personaStyle: authedCall(calls.personaStyle).query(notImplemented(calls.personaStyle)),
  shareAccessToken: authedCall(calls.shareAccessToken).query(notImplemented(calls.shareAccessToken)),
  statusUpdate: authedCall(calls.statusUpdate).mutation(notImplemented(calls.statusUpdate)),
  getTemplateByBizId: authedCall(calls.getTemplateByBizId).query(notImplemented(calls.getTemplateByBizId)),
  updateTemplate: authedCall(calls.updateTemplate).mutation(notImplemented(calls.updateTemplate)),
  createBlankFaqTemplate: authedCall(calls.createBlankFaqTemplate).mutation(notImplemented(calls.createBlankFaqTemplate)),
  syncStart: authedCall(calls.syncStart).mutation(notImplemented(calls.syncStart)),
  rtcStop: authedCall(calls.rtcStop).mutation(notImplemented(calls.rtcStop)),
  clientStart: authedCall(calls.clientStart).mutation(notImplemented(calls.clientStart)),
  clientStop: authedCall(calls.clientStop).mutation(notImplemented(calls.clientStop)),
  heartbeat: authedCall(calls.heartbeat).mutation(notImplemented(calls.heartbeat)),
  taskSubmit: authedCall(calls.taskSubmit).mutation(notImplemented(calls.taskSubmit)),
  taskGet: authedCall(calls.taskGet).query(notImplemented(calls.taskGet)),
  handshakeError: publicCall(calls.handshakeError).mutation(notImplemented(calls.handshakeError)),
  personaDetail: authedCall(calls.personaDetail).query(notImplemented(calls.personaDetail)),
});
