import { appletTalkAskStreamCall } from './appletTalkAskStream';
import { talkFaqAppletUserCall } from './talkFaqAppletUser';
import { talkFaqAppletQueryChatLogCall } from './talkFaqAppletQueryChatLog';
import { talkProjectAppletPublishCall } from './talkProjectAppletPublish';
import { talkProjectCancelAppletPublishCall } from './talkProjectCancelAppletPublish';
import { talkProjectGetCardInfoCall } from './talkProjectGetCardInfo';
import { talkProjectGetCardInfoByPersonaBizIdCall } from './talkProjectGetCardInfoByPersonaBizId';
import { appletUserInfoCall } from './appletUserInfo';
import { appletProjectGetCardInfoCall } from './appletProjectGetCardInfo';
import { appletVideoPageCall } from './appletVideoPage';
import { appletTalkGetRecommendAskTextListCall } from './appletTalkGetRecommendAskTextList';
import { appletTalkAsrCheckCall } from './appletTalkAsrCheck';
import { appletTalkAsrCostCall } from './appletTalkAsrCost';
import { appletTalkRmListCall } from './appletTalkRmList';
import { costReportCall } from './costReport';
import { businessEventRecommendSendCall } from './businessEventRecommendSend';
import { appletRtcRtcSyncStartCall } from './appletRtcRtcSyncStart';
import { appletRtcRtcStopCall } from './appletRtcRtcStop';
import { appletRtcModelPreheatCall } from './appletRtcModelPreheat';
import { appletLeadListCall } from './appletLeadList';
import { appletLeadDeleteCall } from './appletLeadDelete';

export const appletCalls = {
  askStream: appletTalkAskStreamCall,
  appletUser: talkFaqAppletUserCall,
  queryChatLog: talkFaqAppletQueryChatLogCall,
  appletPublish: talkProjectAppletPublishCall,
  cancelAppletPublish: talkProjectCancelAppletPublishCall,
  talkProjectGetCardInfo: talkProjectGetCardInfoCall,
  getCardInfoByPersonaBizId: talkProjectGetCardInfoByPersonaBizIdCall,
  appletUserInfo: appletUserInfoCall,
  appletProjectGetCardInfo: appletProjectGetCardInfoCall,
  videoPage: appletVideoPageCall,
  getRecommendAskTextList: appletTalkGetRecommendAskTextListCall,
  asrCheck: appletTalkAsrCheckCall,
  asrCost: appletTalkAsrCostCall,
  rmList: appletTalkRmListCall,
  costReport: costReportCall,
  recommendSend: businessEventRecommendSendCall,
  syncStart: appletRtcRtcSyncStartCall,
  rtcStop: appletRtcRtcStopCall,
  modelPreheat: appletRtcModelPreheatCall,
  leadList: appletLeadListCall,
  leadDelete: appletLeadDeleteCall,
} as const;
