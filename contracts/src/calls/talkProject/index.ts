import { talkProjectGetCall } from './talkProjectGet';
import { talkProjectCreateCall } from './talkProjectCreate';
import { talkProjectUpdateCall } from './talkProjectUpdate';
import { talkProjectRenameCall } from './talkProjectRename';
import { talkProjectListCall } from './talkProjectList';
import { talkProjectDeleteCall } from './talkProjectDelete';
import { talkProjectCopyCall } from './talkProjectCopy';
import { talkProjectRtcConfigCall } from './talkProjectRtcConfig';
import { talkProjectRtcStartCall } from './talkProjectRtcStart';
import { talkProjectSdkConfigCall } from './talkProjectSdkConfig';
import { v1TalkProjectV2PublishCall } from './v1TalkProjectV2Publish';
import { v1TalkProjectCancelV2PublishCall } from './v1TalkProjectCancelV2Publish';
import { talkProjectGeneratePreviewCall } from './talkProjectGeneratePreview';
import { talkProjectModelPreheatCall } from './talkProjectModelPreheat';
import { talkProjectLlmModelListCall } from './talkProjectLlmModelList';
import { talkSelectPersonaStyleCall } from './talkSelectPersonaStyle';
import { talkProjectShareAccessTokenCall } from './talkProjectShareAccessToken';
import { talkProjectShareAccessTokenStatusUpdateCall } from './talkProjectShareAccessTokenStatusUpdate';
import { talkRtcTempGetTemplateByBizIdCall } from './talkRtcTempGetTemplateByBizId';
import { talkRtcTempUpdateTemplateCall } from './talkRtcTempUpdateTemplate';
import { talkRtcTempCreateBlankFaqTemplateCall } from './talkRtcTempCreateBlankFaqTemplate';
import { talkTaskRtcSyncStartCall } from './talkTaskRtcSyncStart';
import { talkTaskRtcStopCall } from './talkTaskRtcStop';
import { talkTaskRtcSyncClientStartCall } from './talkTaskRtcSyncClientStart';
import { talkTaskRtcClientStopCall } from './talkTaskRtcClientStop';
import { talkTaskRtcClientHeartbeatCall } from './talkTaskRtcClientHeartbeat';
import { talkNluTaskSubmitCall } from './talkNluTaskSubmit';
import { talkNluTaskGetCall } from './talkNluTaskGet';
import { sessionHandshakeErrorCall } from './sessionHandshakeError';
import { personaDetailCall } from './personaDetail';

export const talkProjectCalls = {
  projectGet: talkProjectGetCall,
  projectCreate: talkProjectCreateCall,
  projectUpdate: talkProjectUpdateCall,
  rename: talkProjectRenameCall,
  projectList: talkProjectListCall,
  projectDelete: talkProjectDeleteCall,
  projectCopy: talkProjectCopyCall,
  rtcConfig: talkProjectRtcConfigCall,
  rtcStart: talkProjectRtcStartCall,
  sdkConfig: talkProjectSdkConfigCall,
  projectV2Publish: v1TalkProjectV2PublishCall,
  cancelV2Publish: v1TalkProjectCancelV2PublishCall,
  preview: talkProjectGeneratePreviewCall,
  modelPreheat: talkProjectModelPreheatCall,
  llmModelList: talkProjectLlmModelListCall,
  personaStyle: talkSelectPersonaStyleCall,
  shareAccessToken: talkProjectShareAccessTokenCall,
  statusUpdate: talkProjectShareAccessTokenStatusUpdateCall,
  getTemplateByBizId: talkRtcTempGetTemplateByBizIdCall,
  updateTemplate: talkRtcTempUpdateTemplateCall,
  createBlankFaqTemplate: talkRtcTempCreateBlankFaqTemplateCall,
  syncStart: talkTaskRtcSyncStartCall,
  rtcStop: talkTaskRtcStopCall,
  clientStart: talkTaskRtcSyncClientStartCall,
  clientStop: talkTaskRtcClientStopCall,
  heartbeat: talkTaskRtcClientHeartbeatCall,
  taskSubmit: talkNluTaskSubmitCall,
  taskGet: talkNluTaskGetCall,
  handshakeError: sessionHandshakeErrorCall,
  personaDetail: personaDetailCall,
} as const;
