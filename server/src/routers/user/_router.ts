import { userCalls as calls } from '@portal/contracts/calls/user/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { signHandler } from './sign.handler';
import { vipInfoHandler } from './vipInfo.handler';
import { sendEmailCodeByCurrentHandler } from './sendEmailCodeByCurrent.handler';
import { sendSmsCodeByCurrentHandler } from './sendSmsCodeByCurrent.handler';
import { verifyCodeByCurrentHandler } from './verifyCodeByCurrent.handler';
import { bindEmailHandler } from './bindEmail.handler';
import { bindPhoneHandler } from './bindPhone.handler';
import { recordAgreementHandler } from './recordAgreement.handler';
import { pageviewHandler } from './pageview.handler';
import { dismissNewMemberPromptHandler } from './dismissNewMemberPrompt.handler';

export const userRouter = router({
  vipInfo: authedCall(calls.vipInfo).query(vipInfoHandler),
  getCurrentUser: authedCall(calls.getCurrentUser).query(vipInfoHandler),
  pageview: authedCall(calls.pageview).mutation(pageviewHandler),
  sign: authedCall(calls.sign).mutation(signHandler),
  sendSmsCodeByCurrent: authedCall(calls.sendSmsCodeByCurrent).mutation(sendSmsCodeByCurrentHandler),
  sendEmailCodeByCurrent: authedCall(calls.sendEmailCodeByCurrent).mutation(sendEmailCodeByCurrentHandler),
  verifyCodeByCurrent: authedCall(calls.verifyCodeByCurrent).mutation(verifyCodeByCurrentHandler),
  bindPhone: authedCall(calls.bindPhone).mutation(bindPhoneHandler),
  bindEmail: authedCall(calls.bindEmail).mutation(bindEmailHandler),
  recordAgreement: authedCall(calls.recordAgreement).mutation(recordAgreementHandler),
  dismissNewMemberPrompt: authedCall(calls.dismissNewMemberPrompt).mutation(dismissNewMemberPromptHandler),
});
