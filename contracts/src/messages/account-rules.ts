import { authMessages } from './auth';
import { companyMessages } from './company';

/**
 * What the server's account rules answer (000 §5, §8). Quoted ones are verbatim; the login error
 * substrings 用户不存在 / 账户已删除 / 验证码错误 are matched by the client's phone flow (000 §8).
 */
export const accountRuleMessages = {
  userNotFound: authMessages.serverUserNotFound,
  accountDeleted: authMessages.serverAccountDeleted,
  codeWrong: authMessages.codeWrong,
  /** Our wording: wrong password, shown under the password field (status 666). */
  passwordWrong: '账号或密码错误',
  accountLocked: '账户已被锁定，请联系管理员',
  passwordEmpty: authMessages.passwordRequired,
  codeEmpty: authMessages.codeRequired,
  emailEmpty: authMessages.emailRequired,
  emailInvalid: '请输入正确的邮箱',
  phoneInvalid: authMessages.phoneRequired,
  sendCodePhoneInvalid: authMessages.sendCodePhoneInvalid,
  codeSendTooOften: '验证码发送过于频繁，请稍后再试',
  /** Our wording: 20 failed logins in a row lock the account for a while (shown under the password field, 666). */
  loginLocked: (minutes: number) => `登录失败次数过多，账户已临时锁定，请${minutes}分钟后再试，或使用验证码登录`,
  /** Our wording: too many failed logins from one network address. */
  loginTooOften: '登录尝试过于频繁，请稍后再试',
  /** Our wording: the reset e-mail was asked for too often (per address or per network address). */
  resetMailTooOften: '重置邮件发送过于频繁，请稍后再试',
  codeSent: '验证码已发送',
  passwordPolicy: '密码需为8-20位，且同时包含字母和数字',
  passwordOldWrong: '原密码错误',
  passwordSame: '新密码不能与原密码相同',
  linkExpired: '链接已失效，请重新获取',
  inviteCodeEmpty: companyMessages.inviteCodeRequired,
  inviteCodeInvalid: companyMessages.inviteCodeInvalid,
  companyNameEmpty: companyMessages.enterpriseNameRequired,
  companyNameTooLong: companyMessages.enterpriseNameTooLong,
  phoneTaken: '该手机号已被其他账号绑定',
  emailTaken: '该邮箱已被其他账号绑定',
  noPhoneBound: '当前账号未绑定手机号',
  noEmailBound: '当前账号未绑定邮箱',
  tokenInvalid: '登录凭证无效或已过期',
  authSourceUnavailable: '企业通讯登录暂不可用',
  alreadyActivated: '该账号已激活',
  agreementFailed: authMessages.agreementRecordFailed,
  /** Our wording: a company administrator acting on a super administrator (002 §6 is silent). */
  superAdminProtected: '管理员无权修改、锁定或删除超管账号',
  /** Our wording: /code on a company that is valid (000 §4 shows the form only to an expired one). */
  companyAlreadyActive: '企业已在有效期内，无需输入邀请码',
  /** Our wording: a messaging-app user matching more than one account of the bound company. */
  messagingAppAmbiguous: '企业通讯账号匹配到多个用户，请联系管理员处理',
  /** Our wording: the messaging app is configured without the company its users belong to. */
  messagingAppCompanyUnknown: '企业通讯未绑定企业，请联系管理员',
} as const;
