import { talkProjectCalls as calls } from '@portal/contracts/calls/talkProject/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { projectCopyHandler, projectCreateHandler, projectDeleteHandler, projectGetHandler, projectListHandler, projectUpdateHandler, renameHandler } from './projects.handler';
import { cancelPublishHandler, modelPreheatHandler, publishHandler, shareAccessTokenHandler, shareStatusUpdateHandler } from './publish.handler';
import { createBlankFaqTemplateHandler, getTemplateByBizIdHandler, updateTemplateHandler } from './templates.handler';
import { clientStartHandler, handshakeErrorHandler, heartbeatHandler, nluGetHandler, nluSubmitHandler, rtcStartHandler, sessionStopHandler, syncStartHandler } from './sessions.handler';
import { llmModelListHandler, personaDetailHandler, personaStyleHandler, previewHandler, rtcConfigHandler, sdkConfigHandler } from './runtime.handler';

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
  projectV2Publish: authedCall(calls.projectV2Publish).mutation(publishHandler),
  cancelV2Publish: authedCall(calls.cancelV2Publish).mutation(cancelPublishHandler),
  preview: authedCall(calls.preview).mutation(previewHandler),
  modelPreheat: authedCall(calls.modelPreheat).mutation(modelPreheatHandler),
  llmModelList: authedCall(calls.llmModelList).query(llmModelListHandler),
  personaStyle: authedCall(calls.personaStyle).query(personaStyleHandler),
  shareAccessToken: authedCall(calls.shareAccessToken).query(shareAccessTokenHandler),
  statusUpdate: authedCall(calls.statusUpdate).mutation(shareStatusUpdateHandler),
  getTemplateByBizId: authedCall(calls.getTemplateByBizId).query(getTemplateByBizIdHandler),
  updateTemplate: authedCall(calls.updateTemplate).mutation(updateTemplateHandler),
  createBlankFaqTemplate: authedCall(calls.createBlankFaqTemplate).mutation(createBlankFaqTemplateHandler),
  syncStart: authedCall(calls.syncStart).mutation(syncStartHandler),
  rtcStop: authedCall(calls.rtcStop).mutation(sessionStopHandler),
  clientStart: authedCall(calls.clientStart).mutation(clientStartHandler),
  clientStop: authedCall(calls.clientStop).mutation(sessionStopHandler),
  heartbeat: authedCall(calls.heartbeat).mutation(heartbeatHandler),
  taskSubmit: authedCall(calls.taskSubmit).mutation(nluSubmitHandler),
  taskGet: authedCall(calls.taskGet).query(nluGetHandler),
  handshakeError: publicCall(calls.handshakeError).mutation(handshakeErrorHandler),
  personaDetail: authedCall(calls.personaDetail).query(personaDetailHandler),
});
