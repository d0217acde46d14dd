import { faqCalls as calls } from '@portal/contracts/calls/faq/index';
import { router } from '../../trpc/init';
import { authedCall, authedStreamCall } from '../../trpc/call-procedures';
import { askStreamHandler } from './askStream.handler';
import { asrCheckHandler } from './asrCheck.handler';
import { asrCostHandler } from './asrCost.handler';
import { faqBatchDeleteHandler } from './faqBatchDelete.handler';
import { faqClearHandler } from './faqClear.handler';
import { faqCreateHandler } from './faqCreate.handler';
import { faqListHandler } from './faqList.handler';
import { faqUpdateHandler } from './faqUpdate.handler';
import { faqV2DownloadHandler } from './faqV2Download.handler';
import { faqV2UploadHandler } from './faqV2Upload.handler';
import { genTtsAndBlendShapeHandler } from './genTtsAndBlendShape.handler';
import { getPhoneSwitchHandler } from './getPhoneSwitch.handler';
import { missedQuestionsHandler } from './missedQuestions.handler';
import { otherBatchDeleteHandler } from './otherBatchDelete.handler';
import { otherCreateHandler } from './otherCreate.handler';
import { otherListHandler } from './otherList.handler';
import { otherUpdateHandler } from './otherUpdate.handler';

export const faqRouter = router({
  askStream: authedStreamCall(calls.askStream).subscription(askStreamHandler),
  faqList: authedCall(calls.faqList).query(faqListHandler),
  faqCreate: authedCall(calls.faqCreate).mutation(faqCreateHandler),
  faqUpdate: authedCall(calls.faqUpdate).mutation(faqUpdateHandler),
  faqBatchDelete: authedCall(calls.faqBatchDelete).mutation(faqBatchDeleteHandler),
  faqClear: authedCall(calls.faqClear).mutation(faqClearHandler),
  faqV2Download: authedCall(calls.faqV2Download).query(faqV2DownloadHandler),
  faqV2Upload: authedCall(calls.faqV2Upload).mutation(faqV2UploadHandler),
  otherList: authedCall(calls.otherList).query(otherListHandler),
  otherCreate: authedCall(calls.otherCreate).mutation(otherCreateHandler),
  otherUpdate: authedCall(calls.otherUpdate).mutation(otherUpdateHandler),
  otherBatchDelete: authedCall(calls.otherBatchDelete).mutation(otherBatchDeleteHandler),
  asrCheck: authedCall(calls.asrCheck).mutation(asrCheckHandler),
  asrCost: authedCall(calls.asrCost).mutation(asrCostHandler),
  genTtsAndBlendShape: authedCall(calls.genTtsAndBlendShape).mutation(genTtsAndBlendShapeHandler),
  getPhoneSwitch: authedCall(calls.getPhoneSwitch).query(getPhoneSwitchHandler),
  missedQuestions: authedCall(calls.missedQuestions).query(missedQuestionsHandler),
});
