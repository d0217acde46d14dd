import { voiceCalls as calls } from '@portal/contracts/calls/voice/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const voiceRouter = router({
  demo: authedCall(calls.demo).mutation(notImplemented(calls.demo)),
  getSubtitle: authedCall(calls.getSubtitle).query(notImplemented(calls.getSubtitle)),
  ttsAsync: authedCall(calls.ttsAsync).mutation(notImplemented(calls.ttsAsync)),
  getAsyncResult: authedCall(calls.getAsyncResult).query(notImplemented(calls.getAsyncResult)),
  prediction: authedCall(calls.prediction).mutation(notImplemented(calls.prediction)),
  getDetailByBizId: authedCall(calls.getDetailByBizId).query(notImplemented(calls.getDetailByBizId)),
  getEditorVoiceList: authedCall(calls.getEditorVoiceList).mutation(notImplemented(calls.getEditorVoiceList)),
  getVoiceDetail: authedCall(calls.getVoiceDetail).query(notImplemented(calls.getVoiceDetail)),
  voiceList: authedCall(calls.voiceList).query(notImplemented(calls.voiceList)),
  avatarDefaultVoice: authedCall(calls.avatarDefaultVoice).query(notImplemented(calls.avatarDefaultVoice)),
  supportLanguage: authedCall(calls.supportLanguage).query(notImplemented(calls.supportLanguage)),
  queryCustomizeVoicePage: authedCall(calls.queryCustomizeVoicePage).query(notImplemented(calls.queryCustomizeVoicePage)),
  ssmlEditAuthCheck: authedCall(calls.ssmlEditAuthCheck).mutation(notImplemented(calls.ssmlEditAuthCheck)),
});
