import { voiceNewDemoCall } from './voiceNewDemo';
import { voiceGetSubtitleCall } from './voiceGetSubtitle';
import { voiceTtsAsyncCall } from './voiceTtsAsync';
import { voiceGetAsyncResultCall } from './voiceGetAsyncResult';
import { voiceTimePredictionCall } from './voiceTimePrediction';
import { voiceGetDetailByBizIdCall } from './voiceGetDetailByBizId';
import { voiceInfoGetEditorVoiceListCall } from './voiceInfoGetEditorVoiceList';
import { voiceInfoGetVoiceDetailCall } from './voiceInfoGetVoiceDetail';
import { voiceListCall } from './voiceList';
import { avatarDefaultVoiceCall } from './avatarDefaultVoice';
import { talkProjectSupportLanguageCall } from './talkProjectSupportLanguage';
import { vhInfoV2QueryCustomizeVoicePageCall } from './vhInfoV2QueryCustomizeVoicePage';
import { ssmlEditAuthCheckCall } from './ssmlEditAuthCheck';
import { voiceSceneSpeechCall } from './voiceSceneSpeech';

export const voiceCalls = {
  demo: voiceNewDemoCall,
  getSubtitle: voiceGetSubtitleCall,
  ttsAsync: voiceTtsAsyncCall,
  getAsyncResult: voiceGetAsyncResultCall,
  prediction: voiceTimePredictionCall,
  getDetailByBizId: voiceGetDetailByBizIdCall,
  getEditorVoiceList: voiceInfoGetEditorVoiceListCall,
  getVoiceDetail: voiceInfoGetVoiceDetailCall,
  voiceList: voiceListCall,
  avatarDefaultVoice: avatarDefaultVoiceCall,
  supportLanguage: talkProjectSupportLanguageCall,
  queryCustomizeVoicePage: vhInfoV2QueryCustomizeVoicePageCall,
  ssmlEditAuthCheck: ssmlEditAuthCheckCall,
  sceneSpeech: voiceSceneSpeechCall,
} as const;
