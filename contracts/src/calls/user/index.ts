import { userVipInfoCall } from './userVipInfo';
import { userPageviewCall } from './userPageview';
import { userSignCall } from './userSign';
import { userSendSmsCodeByCurrentCall } from './userSendSmsCodeByCurrent';
import { userSendEmailCodeByCurrentCall } from './userSendEmailCodeByCurrent';
import { userVerifyCodeByCurrentCall } from './userVerifyCodeByCurrent';
import { userBindPhoneCall } from './userBindPhone';
import { userBindEmailCall } from './userBindEmail';
import { getCurrentUserCall } from './getCurrentUser';
import { recordAgreementCall } from './recordAgreement';
import { userDismissNewMemberPromptCall } from './userDismissNewMemberPrompt';

export const userCalls = {
  vipInfo: userVipInfoCall,
  pageview: userPageviewCall,
  sign: userSignCall,
  sendSmsCodeByCurrent: userSendSmsCodeByCurrentCall,
  sendEmailCodeByCurrent: userSendEmailCodeByCurrentCall,
  verifyCodeByCurrent: userVerifyCodeByCurrentCall,
  bindPhone: userBindPhoneCall,
  bindEmail: userBindEmailCall,
  getCurrentUser: getCurrentUserCall,
  recordAgreement: recordAgreementCall,
  dismissNewMemberPrompt: userDismissNewMemberPromptCall,
} as const;
