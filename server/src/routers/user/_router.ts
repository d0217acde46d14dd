import { userCalls as calls } from '@portal/contracts/calls/user/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { vipInfoHandler } from './vipInfo.handler';
import { sendEmailCodeByCurrentHandler } from './sendEmailCodeByCurrent.handler';
import { sendSmsCodeByCurrentHandler } from './sendSmsCodeByCurrent.handler';
import { verifyCodeByCurrentHandler } from './verifyCodeByCurrent.handler';
import { bindEmailHandler } from './bindEmail.handler';
import { bindPhoneHandler } from './bindPhone.handler';
import { recordAgreementHandler } from './recordAgreement.handler';
import { pageviewHandler } from './pageview.handler';

export const userRouter = router({
  vipInfo: authedCall(calls.vipInfo).query(vipInfoHandler),
  getCurrentUser: authedCall(calls.getCurrentUser).query(vipInfoHandler),
  pageview: authedCall(calls.pageview).mutation(pageviewHandler),
  // The spec names /user/sign without saying what it does (000 §7); not built until it is known.
  sign: authedCall(calls.sign).mutation(notImplemented(calls.sign)),
  sendSmsCodeByCurrent: authedCall(calls.sendSmsCodeByCurrent).mutation(sendSmsCodeByCurrentHandler),
  sendEmailCodeByCurrent: authedCall(calls.sendEmailCodeByCurrent).mutation(sendEmailCodeByCurrentHandler),
  verifyCodeByCurrent: authedCall(calls.verifyCodeByCurrent).mutation(verifyCodeByCurrentHandler),
  bindPhone: authedCall(calls.bindPhone).mutation(bindPhoneHandler),
  bindEmail: authedCall(calls.bindEmail).mutation(bindEmailHandler),
  recordAgreement: authedCall(calls.recordAgreement).mutation(recordAgreementHandler),
});
