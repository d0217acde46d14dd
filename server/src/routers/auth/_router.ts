import { authCalls as calls } from '@portal/contracts/calls/auth/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const authRouter = router({
  vipLogin: publicCall(calls.vipLogin).mutation(notImplemented(calls.vipLogin)),
  loginWithToken: publicCall(calls.loginWithToken).query(notImplemented(calls.loginWithToken)),
  loginByAuth: publicCall(calls.loginByAuth).mutation(notImplemented(calls.loginByAuth)),
  sendLoginSmsCode: publicCall(calls.sendLoginSmsCode).mutation(notImplemented(calls.sendLoginSmsCode)),
  sendLoginEmailCode: publicCall(calls.sendLoginEmailCode).mutation(notImplemented(calls.sendLoginEmailCode)),
  sendSmsCode: authedCall(calls.sendSmsCode).mutation(notImplemented(calls.sendSmsCode)),
  sendEmailCode: authedCall(calls.sendEmailCode).mutation(notImplemented(calls.sendEmailCode)),
  emailConfirmAddCreatePassword: publicCall(calls.emailConfirmAddCreatePassword).mutation(notImplemented(calls.emailConfirmAddCreatePassword)),
  passwordReset: publicCall(calls.passwordReset).mutation(notImplemented(calls.passwordReset)),
  changePassword: authedCall(calls.changePassword).mutation(notImplemented(calls.changePassword)),
  changePasswordByCode: authedCall(calls.changePasswordByCode).mutation(notImplemented(calls.changePasswordByCode)),
  vipSendPasswordResetEmail: publicCall(calls.vipSendPasswordResetEmail).query(notImplemented(calls.vipSendPasswordResetEmail)),
  userLogin: publicCall(calls.userLogin).mutation(notImplemented(calls.userLogin)),
  userSendPasswordResetEmail: publicCall(calls.userSendPasswordResetEmail).query(notImplemented(calls.userSendPasswordResetEmail)),
  exchangeAuthCode: publicCall(calls.exchangeAuthCode).mutation(notImplemented(calls.exchangeAuthCode)),
  exchangeToken: publicCall(calls.exchangeToken).query(notImplemented(calls.exchangeToken)),
  loginSubmit: publicCall(calls.loginSubmit).mutation(notImplemented(calls.loginSubmit)),
  loginSendEmailCode: publicCall(calls.loginSendEmailCode).mutation(notImplemented(calls.loginSendEmailCode)),
  loginSendSmsCode: publicCall(calls.loginSendSmsCode).mutation(notImplemented(calls.loginSendSmsCode)),
  loginVhListReadyPoll: authedCall(calls.loginVhListReadyPoll).mutation(notImplemented(calls.loginVhListReadyPoll)),
});
