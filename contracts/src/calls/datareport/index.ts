import { datareportUploadCall } from './datareportUpload';
import { datareportAppletUploadCall } from './datareportAppletUpload';

export const datareportCalls = {
  datareportUpload: datareportUploadCall,
  appletUpload: datareportAppletUploadCall,
} as const;
