import { authCalls as calls } from '@portal/contracts/calls/auth/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { loginByAuthHandler } from './loginByAuth.handler';
import { vipLoginHandler } from './vipLogin.handler';
import { sendLoginEmailCodeHandler } from './sendLoginEmailCode.handler';
import { sendLoginSmsCodeHandler } from './sendLoginSmsCode.handler';
import { sendEmailCodeHandler } from './sendEmailCode.handler';
import { sendSmsCodeHandler } from './sendSmsCode.handler';
import { loginWithTokenHandler } from './loginWithToken.handler';
import { emailConfirmAddCreatePasswordHandler } from './emailConfirmAddCreatePassword.handler';
import { passwordResetHandler } from './passwordReset.handler';
import { vipSendPasswordResetEmailHandler } from './vipSendPasswordResetEmail.handler';
import { changePasswordHandler } from './changePassword.handler';
import { changePasswordByCodeHandler } from './changePasswordByCode.handler';
import { loginVhListReadyPollHandler } from './loginVhListReadyPoll.handler';
import { logoutHandler } from './logout.handler';
import { checkSetupTokenHandler } from './checkSetupToken.handler';
import { setupFirstAdminHandler } from './setupFirstAdmin.handler';

export const authRouter = router({
  vipLogin: publicCall(calls.vipLogin).mutation(vipLoginHandler),
  userLogin: publicCall(calls.userLogin).mutation(vipLoginHandler),
  loginSubmit: publicCall(calls.loginSubmit).mutation(vipLoginHandler),
  loginWithToken: publicCall(calls.loginWithToken).mutation(loginWithTokenHandler),
  exchangeToken: publicCall(calls.exchangeToken).mutation(loginWithTokenHandler),
  loginByAuth: publicCall(calls.loginByAuth).mutation(loginByAuthHandler),
  exchangeAuthCode: publicCall(calls.exchangeAuthCode).mutation(loginByAuthHandler),
  sendLoginSmsCode: publicCall(calls.sendLoginSmsCode).mutation(sendLoginSmsCodeHandler),
  loginSendSmsCode: publicCall(calls.loginSendSmsCode).mutation(sendLoginSmsCodeHandler),
  sendLoginEmailCode: publicCall(calls.sendLoginEmailCode).mutation(sendLoginEmailCodeHandler),
  loginSendEmailCode: publicCall(calls.loginSendEmailCode).mutation(sendLoginEmailCodeHandler),
  sendSmsCode: authedCall(calls.sendSmsCode).mutation(sendSmsCodeHandler),
  sendEmailCode: authedCall(calls.sendEmailCode).mutation(sendEmailCodeHandler),
  emailConfirmAddCreatePassword: publicCall(calls.emailConfirmAddCreatePassword).mutation(
    emailConfirmAddCreatePasswordHandler,
  ),
  passwordReset: publicCall(calls.passwordReset).mutation(passwordResetHandler),
  changePassword: authedCall(calls.changePassword).mutation(changePasswordHandler),
  changePasswordByCode: authedCall(calls.changePasswordByCode).mutation(changePasswordByCodeHandler),
  vipSendPasswordResetEmail: publicCall(calls.vipSendPasswordResetEmail).mutation(vipSendPasswordResetEmailHandler),
  userSendPasswordResetEmail: publicCall(calls.userSendPasswordResetEmail).mutation(vipSendPasswordResetEmailHandler),
  loginVhListReadyPoll: authedCall(calls.loginVhListReadyPoll).mutation(loginVhListReadyPollHandler),
  logout: publicCall(calls.logout).mutation(logoutHandler),
  setupFirstAdmin: publicCall(calls.setupFirstAdmin).mutation(setupFirstAdminHandler),
  checkSetupToken: publicCall(calls.checkSetupToken).mutation(checkSetupTokenHandler),
});
