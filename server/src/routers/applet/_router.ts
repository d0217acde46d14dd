import { appletCalls as calls } from '@portal/contracts/calls/applet/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall, publicCall, publicStreamCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { asrCheckHandler } from './asrCheck.handler';
import { asrCostHandler } from './asrCost.handler';
import { askStreamHandler } from './askStream.handler';
import { getRecommendAskTextListHandler } from './getRecommendAskTextList.handler';
import { queryChatLogHandler } from './queryChatLog.handler';
import { syncStartHandler } from './syncStart.handler';
import { rtcStopHandler } from './rtcStop.handler';
import { modelPreheatHandler } from './modelPreheat.handler';

export const appletRouter = router({
  askStream: publicStreamCall(calls.askStream).subscription(askStreamHandler),
  appletUser: publicCall(calls.appletUser).mutation(notImplemented(calls.appletUser)),
  queryChatLog: publicCall(calls.queryChatLog).query(queryChatLogHandler),
  appletPublish: authedCall(calls.appletPublish).mutation(notImplemented(calls.appletPublish)),
  cancelAppletPublish: authedCall(calls.cancelAppletPublish).mutation(notImplemented(calls.cancelAppletPublish)),
  talkProjectGetCardInfo: authedCall(calls.talkProjectGetCardInfo).query(notImplemented(calls.talkProjectGetCardInfo)),
  getCardInfoByPersonaBizId: authedCall(calls.getCardInfoByPersonaBizId).query(
    notImplemented(calls.getCardInfoByPersonaBizId),
  ),
  appletUserInfo: publicCall(calls.appletUserInfo).query(notImplemented(calls.appletUserInfo)),
  appletProjectGetCardInfo: publicCall(calls.appletProjectGetCardInfo).query(
    notImplemented(calls.appletProjectGetCardInfo),
  ),
  videoPage: publicCall(calls.videoPage).query(notImplemented(calls.videoPage)),
  getRecommendAskTextList: publicCall(calls.getRecommendAskTextList).query(getRecommendAskTextListHandler),
  asrCheck: publicCall(calls.asrCheck).mutation(asrCheckHandler),
  asrCost: publicCall(calls.asrCost).mutation(asrCostHandler),
  rmList: publicCall(calls.rmList).query(notImplemented(calls.rmList)),
  costReport: publicCall(calls.costReport).mutation(notImplemented(calls.costReport)),
  recommendSend: publicCall(calls.recommendSend).mutation(notImplemented(calls.recommendSend)),
  syncStart: publicCall(calls.syncStart).mutation(syncStartHandler),
  rtcStop: publicCall(calls.rtcStop).mutation(rtcStopHandler),
  modelPreheat: publicCall(calls.modelPreheat).mutation(modelPreheatHandler),
  leadList: managerCall(calls.leadList).query(notImplemented(calls.leadList)),
  leadDelete: managerCall(calls.leadDelete).mutation(notImplemented(calls.leadDelete)),
});
