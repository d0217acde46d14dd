import { userVipLoginCall } from './userVipLogin';
import { userLoginWithTokenCall } from './userLoginWithToken';
import { userLoginByAuthCall } from './userLoginByAuth';
import { userSendLoginSmsCodeCall } from './userSendLoginSmsCode';
import { userSendLoginEmailCodeCall } from './userSendLoginEmailCode';
import { userSendSmsCodeCall } from './userSendSmsCode';
import { userSendEmailCodeCall } from './userSendEmailCode';
import { userEmailConfirmAddCreatePasswordCall } from './userEmailConfirmAddCreatePassword';
import { userPasswordResetCall } from './userPasswordReset';
import { userChangePasswordCall } from './userChangePassword';
import { userChangePasswordByCodeCall } from './userChangePasswordByCode';
import { userVipSendPasswordResetEmailCall } from './userVipSendPasswordResetEmail';
import { userLoginCall } from './userLogin';
import { userSendPasswordResetEmailCall } from './userSendPasswordResetEmail';
import { exchangeAuthCodeCall } from './exchangeAuthCode';
import { exchangeTokenCall } from './exchangeToken';
import { loginSubmitCall } from './loginSubmit';
import { loginSendEmailCodeCall } from './loginSendEmailCode';
import { loginSendSmsCodeCall } from './loginSendSmsCode';
import { loginVhListReadyPollCall } from './loginVhListReadyPoll';
import { userLogoutCall } from './userLogout';
import { checkSetupTokenCall, setupFirstAdminCall } from './setupFirstAdmin';

export const authCalls = {
  vipLogin: userVipLoginCall,
  loginWithToken: userLoginWithTokenCall,
  loginByAuth: userLoginByAuthCall,
  sendLoginSmsCode: userSendLoginSmsCodeCall,
  sendLoginEmailCode: userSendLoginEmailCodeCall,
  sendSmsCode: userSendSmsCodeCall,
  sendEmailCode: userSendEmailCodeCall,
  emailConfirmAddCreatePassword: userEmailConfirmAddCreatePasswordCall,
  passwordReset: userPasswordResetCall,
  changePassword: userChangePasswordCall,
  changePasswordByCode: userChangePasswordByCodeCall,
  vipSendPasswordResetEmail: userVipSendPasswordResetEmailCall,
  userLogin: userLoginCall,
  userSendPasswordResetEmail: userSendPasswordResetEmailCall,
  exchangeAuthCode: exchangeAuthCodeCall,
  exchangeToken: exchangeTokenCall,
  loginSubmit: loginSubmitCall,
  loginSendEmailCode: loginSendEmailCodeCall,
  loginSendSmsCode: loginSendSmsCodeCall,
  loginVhListReadyPoll: loginVhListReadyPollCall,
  logout: userLogoutCall,
  setupFirstAdmin: setupFirstAdminCall,
  checkSetupToken: checkSetupTokenCall,
} as const;
