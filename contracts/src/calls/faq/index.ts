import { talkFaqAskStreamCall } from './talkFaqAskStream';
import { talkFaqListCall } from './talkFaqList';
import { talkFaqCreateCall } from './talkFaqCreate';
import { talkFaqUpdateCall } from './talkFaqUpdate';
import { talkFaqBatchDeleteCall } from './talkFaqBatchDelete';
import { talkFaqClearCall } from './talkFaqClear';
import { talkFaqV2DownloadCall } from './talkFaqV2Download';
import { talkFaqV2UploadCall } from './talkFaqV2Upload';
import { talkFaqOtherListCall } from './talkFaqOtherList';
import { talkFaqOtherCreateCall } from './talkFaqOtherCreate';
import { talkFaqOtherUpdateCall } from './talkFaqOtherUpdate';
import { talkFaqOtherBatchDeleteCall } from './talkFaqOtherBatchDelete';
import { talkFaqAsrCheckCall } from './talkFaqAsrCheck';
import { talkFaqAsrCostCall } from './talkFaqAsrCost';
import { talkFaqGenTtsAndBlendShapeCall } from './talkFaqGenTtsAndBlendShape';
import { talkFaqGetPhoneSwitchCall } from './talkFaqGetPhoneSwitch';
import { talkFaqMissedQuestionsCall } from './talkFaqMissedQuestions';

export const faqCalls = {
  askStream: talkFaqAskStreamCall,
  faqList: talkFaqListCall,
  faqCreate: talkFaqCreateCall,
  faqUpdate: talkFaqUpdateCall,
  faqBatchDelete: talkFaqBatchDeleteCall,
  faqClear: talkFaqClearCall,
  faqV2Download: talkFaqV2DownloadCall,
  faqV2Upload: talkFaqV2UploadCall,
  otherList: talkFaqOtherListCall,
  otherCreate: talkFaqOtherCreateCall,
  otherUpdate: talkFaqOtherUpdateCall,
  otherBatchDelete: talkFaqOtherBatchDeleteCall,
  asrCheck: talkFaqAsrCheckCall,
  asrCost: talkFaqAsrCostCall,
  genTtsAndBlendShape: talkFaqGenTtsAndBlendShapeCall,
  getPhoneSwitch: talkFaqGetPhoneSwitchCall,
  missedQuestions: talkFaqMissedQuestionsCall,
} as const;
