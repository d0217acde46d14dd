import { userCalls as calls } from '@portal/contracts/calls/user/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const userRouter = router({
  vipInfo: authedCall(calls.vipInfo).query(notImplemented(calls.vipInfo)),
  pageview: authedCall(calls.pageview).mutation(notImplemented(calls.pageview)),
  sign: authedCall(calls.sign).mutation(notImplemented(calls.sign)),
  sendSmsCodeByCurrent: authedCall(calls.sendSmsCodeByCurrent).mutation(notImplemented(calls.sendSmsCodeByCurrent)),
  sendEmailCodeByCurrent: authedCall(calls.sendEmailCodeByCurrent).mutation(notImplemented(calls.sendEmailCodeByCurrent)),
  verifyCodeByCurrent: authedCall(calls.verifyCodeByCurrent).mutation(notImplemented(calls.verifyCodeByCurrent)),
  bindPhone: authedCall(calls.bindPhone).mutation(notImplemented(calls.bindPhone)),
  bindEmail: authedCall(calls.bindEmail).mutation(notImplemented(calls.bindEmail)),
  getCurrentUser: authedCall(calls.getCurrentUser).query(notImplemented(calls.getCurrentUser)),
  recordAgreement: authedCall(calls.recordAgreement).mutation(notImplemented(calls.recordAgreement)),
});
