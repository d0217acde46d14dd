import { deviceUserAddCall } from './deviceUserAdd';
import { deviceUserDeleteCall } from './deviceUserDelete';
import { deviceUserEditCall } from './deviceUserEdit';
import { deviceUserListCall } from './deviceUserList';
import { deviceUserUploadCall } from './deviceUserUpload';
import { deviceCteSnCodeListCall } from './deviceCteSnCodeList';
import { deviceCteGetTalkLogCall } from './deviceCteGetTalkLog';
import { deviceCteManageOpenPreviewTokenCall } from './deviceCteManageOpenPreviewToken';
import { deviceCteOpenPreviewGetLongTokenCall } from './deviceCteOpenPreviewGetLongToken';
import { deviceCteRegisterCall } from './deviceCteRegister';
import { deviceCteRevokeCall } from './deviceCteRevoke';
import { deviceCteDeleteCall } from './deviceCteDelete';
import { deviceCteKioskCall } from './deviceCteKiosk';
import { deviceCteWakeListenCall } from './deviceCteWakeListen';
import { deviceCteGreetSpeechCall } from './deviceCteGreetSpeech';
import { deviceCteMoveCall } from './deviceCteMove';

export const deviceCalls = {
  deviceUserAdd: deviceUserAddCall,
  deviceUserDelete: deviceUserDeleteCall,
  deviceUserEdit: deviceUserEditCall,
  deviceUserList: deviceUserListCall,
  deviceUserUpload: deviceUserUploadCall,
  snCodeList: deviceCteSnCodeListCall,
  getTalkLog: deviceCteGetTalkLogCall,
  previewToken: deviceCteManageOpenPreviewTokenCall,
  getLongToken: deviceCteOpenPreviewGetLongTokenCall,
  register: deviceCteRegisterCall,
  revoke: deviceCteRevokeCall,
  remove: deviceCteDeleteCall,
  kiosk: deviceCteKioskCall,
  wakeListen: deviceCteWakeListenCall,
  greetSpeech: deviceCteGreetSpeechCall,
  move: deviceCteMoveCall,
} as const;
