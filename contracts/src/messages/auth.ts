/** Login modal and login page: tabs, footer, field validation and the login error mapping (000 §2, §4, §5, §8). */
export const authMessages = {
  /** Label of the verification-code login tab and of the logged-out header login button in the standard build. */
  loginOrRegister: '登录/注册',
  /** Logged-out header login button in customised builds (the customised code tab is labelled login only). */
  login: '登录',
  /** Login modal tab label. Spec: "password login". */
  passwordLoginTab: '密码登录',
  /** Login modal footer (links open in new tabs). Spec: "Logging in means you agree to the terms of service and privacy policy". */
  agreementNotice: '登录即表示您已阅读并同意服务条款和隐私政策',
  /** Login modal footer link; opens /password/forget in a new tab. Spec: "forgot password". */
  forgotPassword: '忘记密码',
  /** Overlay shown after login; Training status Init 0 label. Spec: "initialising". */
  initialising: '初始化中',
  /** Recording agreement to the privacy and service documents fails during login (login aborts). */
  agreementRecordFailed: '网络不佳,请您重新尝试~',
  /** Login success toast, shown for 1 s. */
  loginSucceeded: '登录成功',
  /** Login: e-mail empty. */
  emailRequired: '请输入邮箱',
  /** Login: phone empty. */
  phoneRequired: '请输入正确的手机号',
  /** Send-code path: phone invalid. */
  sendCodePhoneInvalid: '请输入正确手机号',
  /** Login: password empty. */
  passwordRequired: '密码不允许为空!',
  /** Login: verification code empty. */
  codeRequired: '请输入验证码',
  /** Phone login flow: server message contains 用户不存在 or 账户已删除; shown under the phone field. */
  phoneNotRegistered: '手机号未注册',
  /** Server login error substring (user does not exist) that the phone flow maps to 手机号未注册. */
  serverUserNotFound: '用户不存在',
  /** Server login error substring (account deleted) that the phone flow maps to 手机号未注册. */
  serverAccountDeleted: '账户已删除',
  /** Phone login flow: wrong verification code; shown under the code field. */
  codeWrong: '验证码错误',
  /** Verification-code button after the 60 s countdown. Spec: "resend". */
  resendCode: '重新发送',
} as const;
