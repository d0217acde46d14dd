import { mediaUploadCall } from './mediaUpload';
import { mediaOnlyUploadCall } from './mediaOnlyUpload';
import { getUploadCredCall } from './getUploadCred';
import { materialTranscodeStageCall } from './materialTranscodeStage';
import { ossGetUploadCredCall } from './ossGetUploadCred';
import { securityBlobSasUriCall } from './securityBlobSasUri';
import { ossHostFilePostCall } from './ossHostFilePost';
import { backgroundImageUploadCall } from './backgroundImageUpload';

export const uploadCalls = {
  mediaUpload: mediaUploadCall,
  onlyUpload: mediaOnlyUploadCall,
  getUploadCred: getUploadCredCall,
  materialTranscodeStage: materialTranscodeStageCall,
  ossGetUploadCred: ossGetUploadCredCall,
  blobSasUri: securityBlobSasUriCall,
  ossHostFilePost: ossHostFilePostCall,
  backgroundImageUpload: backgroundImageUploadCall,
} as const;
