import { faqCalls as calls } from '@portal/contracts/calls/faq/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const faqRouter = router({
  askStream: authedCall(calls.askStream).mutation(notImplemented(calls.askStream)),
  faqList: authedCall(calls.faqList).query(notImplemented(calls.faqList)),
  faqCreate: authedCall(calls.faqCreate).mutation(notImplemented(calls.faqCreate)),
  faqUpdate: authedCall(calls.faqUpdate).mutation(notImplemented(calls.faqUpdate)),
  faqBatchDelete: authedCall(calls.faqBatchDelete).mutation(notImplemented(calls.faqBatchDelete)),
  faqClear: authedCall(calls.faqClear).mutation(notImplemented(calls.faqClear)),
  faqV2Download: authedCall(calls.faqV2Download).query(notImplemented(calls.faqV2Download)),
  faqV2Upload: authedCall(calls.faqV2Upload).mutation(notImplemented(calls.faqV2Upload)),
  otherList: authedCall(calls.otherList).query(notImplemented(calls.otherList)),
  otherCreate: authedCall(calls.otherCreate).mutation(notImplemented(calls.otherCreate)),
  otherUpdate: authedCall(calls.otherUpdate).mutation(notImplemented(calls.otherUpdate)),
  otherBatchDelete: authedCall(calls.otherBatchDelete).mutation(notImplemented(calls.otherBatchDelete)),
  asrCheck: authedCall(calls.asrCheck).mutation(notImplemented(calls.asrCheck)),
  asrCost: authedCall(calls.asrCost).mutation(notImplemented(calls.asrCost)),
  genTtsAndBlendShape: authedCall(calls.genTtsAndBlendShape).mutation(notImplemented(calls.genTtsAndBlendShape)),
  getPhoneSwitch: authedCall(calls.getPhoneSwitch).query(notImplemented(calls.getPhoneSwitch)),
});
