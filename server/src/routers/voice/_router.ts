import { voiceCalls as calls } from '@portal/contracts/calls/voice/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { avatarDefaultVoiceHandler } from './avatarDefaultVoice.handler';
import {
  voiceGetAsyncResultHandler,
  voiceGetSubtitleHandler,
  voiceNewDemoHandler,
  voiceTimePredictionHandler,
  voiceTtsAsyncHandler,
  voiceSceneSpeechHandler,
} from './synthesis.handler';
import {
  customizeVoicePageHandler,
  editorVoiceListHandler,
  ssmlEditAuthHandler,
  supportLanguageHandler,
  voiceDetailHandler,
  voiceListHandler,
} from './catalogue.handler';

export const voiceRouter = router({
  demo: authedCall(calls.demo).mutation(voiceNewDemoHandler),
  getSubtitle: authedCall(calls.getSubtitle).mutation(voiceGetSubtitleHandler),
  ttsAsync: authedCall(calls.ttsAsync).mutation(voiceTtsAsyncHandler),
  getAsyncResult: authedCall(calls.getAsyncResult).query(voiceGetAsyncResultHandler),
  prediction: authedCall(calls.prediction).mutation(voiceTimePredictionHandler),
  getDetailByBizId: authedCall(calls.getDetailByBizId).query(voiceDetailHandler),
  getEditorVoiceList: authedCall(calls.getEditorVoiceList).query(editorVoiceListHandler),
  getVoiceDetail: authedCall(calls.getVoiceDetail).query(voiceDetailHandler),
  voiceList: authedCall(calls.voiceList).query(voiceListHandler),
  avatarDefaultVoice: authedCall(calls.avatarDefaultVoice).query(avatarDefaultVoiceHandler),
  supportLanguage: authedCall(calls.supportLanguage).query(supportLanguageHandler),
  queryCustomizeVoicePage: authedCall(calls.queryCustomizeVoicePage).query(customizeVoicePageHandler),
  ssmlEditAuthCheck: authedCall(calls.ssmlEditAuthCheck).query(ssmlEditAuthHandler),
  sceneSpeech: authedCall(calls.sceneSpeech).mutation(voiceSceneSpeechHandler),
});
