import { appletCalls as calls } from '@portal/contracts/calls/applet/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall, publicCall, publicStreamCall } from '../../trpc/call-procedures';
import { asrCheckHandler } from './asrCheck.handler';
import { asrCostHandler } from './asrCost.handler';
import { askStreamHandler } from './askStream.handler';
import { getRecommendAskTextListHandler } from './getRecommendAskTextList.handler';
import { queryChatLogHandler } from './queryChatLog.handler';
import { appletProjectGetCardInfoHandler } from './appletProjectGetCardInfo.handler';
import { appletPublishHandler } from './appletPublish.handler';
import { appletUserHandler } from './appletUser.handler';
import { appletUserInfoHandler } from './appletUserInfo.handler';
import { cancelAppletPublishHandler } from './cancelAppletPublish.handler';
import { costReportHandler } from './costReport.handler';
import { getCardInfoByPersonaBizIdHandler } from './getCardInfoByPersonaBizId.handler';
import { leadDeleteHandler } from './leadDelete.handler';
import { leadListHandler } from './leadList.handler';
import { recommendSendHandler } from './recommendSend.handler';
import { rmListHandler } from './rmList.handler';
import { talkProjectGetCardInfoHandler } from './talkProjectGetCardInfo.handler';
import { videoPageHandler } from './videoPage.handler';
import { syncStartHandler } from './syncStart.handler';
import { rtcStopHandler } from './rtcStop.handler';
import { modelPreheatHandler } from './modelPreheat.handler';

export const appletRouter = router({
  askStream: publicStreamCall(calls.askStream).subscription(askStreamHandler),
  appletUser: publicCall(calls.appletUser).mutation(appletUserHandler),
  queryChatLog: publicCall(calls.queryChatLog).query(queryChatLogHandler),
  appletPublish: authedCall(calls.appletPublish).mutation(appletPublishHandler),
  cancelAppletPublish: authedCall(calls.cancelAppletPublish).mutation(cancelAppletPublishHandler),
  talkProjectGetCardInfo: authedCall(calls.talkProjectGetCardInfo).query(talkProjectGetCardInfoHandler),
  getCardInfoByPersonaBizId: authedCall(calls.getCardInfoByPersonaBizId).query(getCardInfoByPersonaBizIdHandler),
  appletUserInfo: publicCall(calls.appletUserInfo).query(appletUserInfoHandler),
  appletProjectGetCardInfo: publicCall(calls.appletProjectGetCardInfo).query(appletProjectGetCardInfoHandler),
  videoPage: publicCall(calls.videoPage).query(videoPageHandler),
  getRecommendAskTextList: publicCall(calls.getRecommendAskTextList).query(getRecommendAskTextListHandler),
  asrCheck: publicCall(calls.asrCheck).mutation(asrCheckHandler),
  asrCost: publicCall(calls.asrCost).mutation(asrCostHandler),
  rmList: publicCall(calls.rmList).query(rmListHandler),
  costReport: publicCall(calls.costReport).mutation(costReportHandler),
  recommendSend: publicCall(calls.recommendSend).mutation(recommendSendHandler),
  syncStart: publicCall(calls.syncStart).mutation(syncStartHandler),
  rtcStop: publicCall(calls.rtcStop).mutation(rtcStopHandler),
  modelPreheat: publicCall(calls.modelPreheat).mutation(modelPreheatHandler),
  leadList: managerCall(calls.leadList).query(leadListHandler),
  leadDelete: managerCall(calls.leadDelete).mutation(leadDeleteHandler),
});
