import { customizeFacebodyCall } from './customizeFacebody';
import { faceListCall } from './faceList';
import { faceDeleteCall } from './faceDelete';
import { faceSwitchGetCall } from './faceSwitchGet';
import { faceOpenCall } from './faceOpen';
import { faceCloseCall } from './faceClose';
import { deviceUserFaceSwitchCall } from './deviceUserFaceSwitch';
import { deviceUserOpenFaceCall } from './deviceUserOpenFace';
import { deviceUserCloseFaceCall } from './deviceUserCloseFace';

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
} as const;
