import { talkProjectCalls as calls } from '@portal/contracts/calls/talkProject/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { cancelV2PublishHandler } from './cancelV2Publish.handler';
import { clientStartHandler } from './clientStart.handler';
import { createBlankFaqTemplateHandler } from './createBlankFaqTemplate.handler';
import { getTemplateByBizIdHandler } from './getTemplateByBizId.handler';
import { handshakeErrorHandler } from './handshakeError.handler';
import { heartbeatHandler } from './heartbeat.handler';
import { llmModelListHandler } from './llmModelList.handler';
import { modelPreheatHandler } from './modelPreheat.handler';
import { personaDetailHandler } from './personaDetail.handler';
import { personaStyleHandler } from './personaStyle.handler';
import { previewHandler } from './preview.handler';
import { projectCopyHandler } from './projectCopy.handler';
import { projectCreateHandler } from './projectCreate.handler';
import { projectDeleteHandler } from './projectDelete.handler';
import { projectGetHandler } from './projectGet.handler';
import { projectListHandler } from './projectList.handler';
import { projectUpdateHandler } from './projectUpdate.handler';
import { projectV2PublishHandler } from './projectV2Publish.handler';
import { renameHandler } from './rename.handler';
import { rtcConfigHandler } from './rtcConfig.handler';
import { rtcStartHandler } from './rtcStart.handler';
import { rtcStopHandler } from './rtcStop.handler';
import { sdkConfigHandler } from './sdkConfig.handler';
import { shareAccessTokenHandler } from './shareAccessToken.handler';
import { statusUpdateHandler } from './statusUpdate.handler';
import { syncStartHandler } from './syncStart.handler';
import { taskGetHandler } from './taskGet.handler';
import { taskSubmitHandler } from './taskSubmit.handler';
import { updateTemplateHandler } from './updateTemplate.handler';

export const talkProjectRouter = router({
  projectGet: authedCall(calls.projectGet).query(projectGetHandler),
  projectCreate: authedCall(calls.projectCreate).mutation(projectCreateHandler),
  projectUpdate: authedCall(calls.projectUpdate).mutation(projectUpdateHandler),
  rename: authedCall(calls.rename).mutation(renameHandler),
  projectList: authedCall(calls.projectList).query(projectListHandler),
  projectDelete: authedCall(calls.projectDelete).mutation(projectDeleteHandler),
  projectCopy: authedCall(calls.projectCopy).mutation(projectCopyHandler),
  rtcConfig: authedCall(calls.rtcConfig).query(rtcConfigHandler),
  rtcStart: authedCall(calls.rtcStart).mutation(rtcStartHandler),
  sdkConfig: authedCall(calls.sdkConfig).query(sdkConfigHandler),
  projectV2Publish: authedCall(calls.projectV2Publish).mutation(projectV2PublishHandler),
  cancelV2Publish: authedCall(calls.cancelV2Publish).mutation(cancelV2PublishHandler),
  preview: authedCall(calls.preview).mutation(previewHandler),
  modelPreheat: authedCall(calls.modelPreheat).mutation(modelPreheatHandler),
  llmModelList: authedCall(calls.llmModelList).query(llmModelListHandler),
  personaStyle: authedCall(calls.personaStyle).query(personaStyleHandler),
  shareAccessToken: authedCall(calls.shareAccessToken).query(shareAccessTokenHandler),
  statusUpdate: authedCall(calls.statusUpdate).mutation(statusUpdateHandler),
  getTemplateByBizId: authedCall(calls.getTemplateByBizId).query(getTemplateByBizIdHandler),
  updateTemplate: authedCall(calls.updateTemplate).mutation(updateTemplateHandler),
  createBlankFaqTemplate: authedCall(calls.createBlankFaqTemplate).mutation(createBlankFaqTemplateHandler),
  syncStart: authedCall(calls.syncStart).mutation(syncStartHandler),
  rtcStop: authedCall(calls.rtcStop).mutation(rtcStopHandler),
  clientStart: authedCall(calls.clientStart).mutation(clientStartHandler),
  // One stop for both session kinds: the client-side session ends exactly as the server-side one.
  clientStop: authedCall(calls.clientStop).mutation(rtcStopHandler),
  heartbeat: authedCall(calls.heartbeat).mutation(heartbeatHandler),
  taskSubmit: authedCall(calls.taskSubmit).mutation(taskSubmitHandler),
  taskGet: authedCall(calls.taskGet).query(taskGetHandler),
  handshakeError: publicCall(calls.handshakeError).mutation(handshakeErrorHandler),
  personaDetail: authedCall(calls.personaDetail).query(personaDetailHandler),
});
