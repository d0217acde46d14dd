import { voiceCalls as calls } from '@portal/contracts/calls/voice/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { avatarDefaultVoiceHandler } from './avatarDefaultVoice.handler';
import { demoHandler } from './demo.handler';
import { getAsyncResultHandler } from './getAsyncResult.handler';
import { getDetailByBizIdHandler } from './getDetailByBizId.handler';
import { getEditorVoiceListHandler } from './getEditorVoiceList.handler';
import { getSubtitleHandler } from './getSubtitle.handler';
import { predictionHandler } from './prediction.handler';
import { queryCustomizeVoicePageHandler } from './queryCustomizeVoicePage.handler';
import { sceneSpeechHandler } from './sceneSpeech.handler';
import { ssmlEditAuthCheckHandler } from './ssmlEditAuthCheck.handler';
import { supportLanguageHandler } from './supportLanguage.handler';
import { ttsAsyncHandler } from './ttsAsync.handler';
import { voiceListHandler } from './voiceList.handler';

export const voiceRouter = router({
  demo: authedCall(calls.demo).mutation(demoHandler),
  getSubtitle: authedCall(calls.getSubtitle).mutation(getSubtitleHandler),
  ttsAsync: authedCall(calls.ttsAsync).mutation(ttsAsyncHandler),
  getAsyncResult: authedCall(calls.getAsyncResult).query(getAsyncResultHandler),
  prediction: authedCall(calls.prediction).mutation(predictionHandler),
  getDetailByBizId: authedCall(calls.getDetailByBizId).query(getDetailByBizIdHandler),
  getEditorVoiceList: authedCall(calls.getEditorVoiceList).query(getEditorVoiceListHandler),
  getVoiceDetail: authedCall(calls.getVoiceDetail).query(getDetailByBizIdHandler),
  voiceList: authedCall(calls.voiceList).query(voiceListHandler),
  avatarDefaultVoice: authedCall(calls.avatarDefaultVoice).query(avatarDefaultVoiceHandler),
  supportLanguage: authedCall(calls.supportLanguage).query(supportLanguageHandler),
  queryCustomizeVoicePage: authedCall(calls.queryCustomizeVoicePage).query(queryCustomizeVoicePageHandler),
  ssmlEditAuthCheck: authedCall(calls.ssmlEditAuthCheck).query(ssmlEditAuthCheckHandler),
  sceneSpeech: authedCall(calls.sceneSpeech).mutation(sceneSpeechHandler),
});
