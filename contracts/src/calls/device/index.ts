import { deviceUserAddCall } from './deviceUserAdd';
import { deviceUserDeleteCall } from './deviceUserDelete';
import { deviceUserEditCall } from './deviceUserEdit';
import { deviceUserListCall } from './deviceUserList';
import { deviceUserUploadCall } from './deviceUserUpload';
import { deviceCteSnCodeListCall } from './deviceCteSnCodeList';
import { deviceCteGetTalkLogCall } from './deviceCteGetTalkLog';
import { deviceCteManageOpenPreviewTokenCall } from './deviceCteManageOpenPreviewToken';
import { deviceCteOpenPreviewGetLongTokenCall } from './deviceCteOpenPreviewGetLongToken';

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
} as const;
