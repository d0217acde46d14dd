import { customizeFacebodyCall } from './customizeFacebody';
import { faceListCall } from './faceList';
import { faceDeleteCall } from './faceDelete';
import { faceSwitchGetCall } from './faceSwitchGet';
import { faceOpenCall } from './faceOpen';
import { faceCloseCall } from './faceClose';
import { deviceUserFaceSwitchCall } from './deviceUserFaceSwitch';
import { deviceUserOpenFaceCall } from './deviceUserOpenFace';
import { deviceUserCloseFaceCall } from './deviceUserCloseFace';
import { faceExportCall } from './faceExport';
import { faceKioskCall } from './faceKiosk';
import { facePurgeCall } from './facePurge';
import { faceMatchCall } from './faceMatch';

export const faceCalls = {
  facebody: customizeFacebodyCall,
  faceList: faceListCall,
  faceDelete: faceDeleteCall,
  faceSwitchGet: faceSwitchGetCall,
  faceOpen: faceOpenCall,
  faceClose: faceCloseCall,
  faceSwitch: deviceUserFaceSwitchCall,
  openFace: deviceUserOpenFaceCall,
  closeFace: deviceUserCloseFaceCall,
  faceKiosk: faceKioskCall,
  faceMatch: faceMatchCall,
  faceExport: faceExportCall,
  facePurge: facePurgeCall,
} as const;
