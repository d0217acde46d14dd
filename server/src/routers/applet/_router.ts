import { appletCalls as calls } from '@portal/contracts/calls/applet/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const appletRouter = router({
  askStream: publicCall(calls.askStream).mutation(notImplemented(calls.askStream)),
  appletUser: publicCall(calls.appletUser).mutation(notImplemented(calls.appletUser)),
  queryChatLog: publicCall(calls.queryChatLog).query(notImplemented(calls.queryChatLog)),
  appletPublish: authedCall(calls.appletPublish).mutation(notImplemented(calls.appletPublish)),
  cancelAppletPublish: authedCall(calls.cancelAppletPublish).mutation(notImplemented(calls.cancelAppletPublish)),
  talkProjectGetCardInfo: authedCall(calls.talkProjectGetCardInfo).query(notImplemented(calls.talkProjectGetCardInfo)),
  getCardInfoByPersonaBizId: authedCall(calls.getCardInfoByPersonaBizId).query(notImplemented(calls.getCardInfoByPersonaBizId)),
  appletUserInfo: publicCall(calls.appletUserInfo).query(notImplemented(calls.appletUserInfo)),
  appletProjectGetCardInfo: publicCall(calls.appletProjectGetCardInfo).query(notImplemented(calls.appletProjectGetCardInfo)),
  videoPage: publicCall(calls.videoPage).query(notImplemented(calls.videoPage)),
  getRecommendAskTextList: publicCall(calls.getRecommendAskTextList).query(notImplemented(calls.getRecommendAskTextList)),
  asrCheck: publicCall(calls.asrCheck).mutation(notImplemented(calls.asrCheck)),
  asrCost: publicCall(calls.asrCost).mutation(notImplemented(calls.asrCost)),
  rmList: publicCall(calls.rmList).query(notImplemented(calls.rmList)),
  costReport: publicCall(calls.costReport).mutation(notImplemented(calls.costReport)),
  recommendSend: publicCall(calls.recommendSend).mutation(notImplemented(calls.recommendSend)),
  syncStart: publicCall(calls.syncStart).mutation(notImplemented(calls.syncStart)),
  rtcStop: publicCall(calls.rtcStop).mutation(notImplemented(calls.rtcStop)),
  modelPreheat: publicCall(calls.modelPreheat).mutation(notImplemented(calls.modelPreheat)),
});
