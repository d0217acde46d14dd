import { videocreationGreenTextCall } from './videocreationGreenText';
import { videocreationGreenCheckV2Call } from './videocreationGreenCheckV2';
import { sceneTextSensitivityCheckCall } from './sceneTextSensitivityCheck';
import { textModerationCall } from './textModeration';

export const safetyCalls = {
  greenText: videocreationGreenTextCall,
  greenCheckV2: videocreationGreenCheckV2Call,
  sceneTextSensitivityCheck: sceneTextSensitivityCheckCall,
  textModeration: textModerationCall,
} as const;
