import type { AreaDocs } from './area-docs';

/** 登录与账号: the reference text of the area's calls (tag, summaries, descriptions). */
export const authDocs: AreaDocs = {
  name: '登录与账号',
  description: '登录、验证码、密码与首次初始化。登录成功后服务器设置会话 Cookie（ice-token），之后的请求凭它识别身份。',
  calls: {
    checkSetupToken: { summary: '检查初始化链接', description: '检查首次初始化链接是否仍然有效。' },
    exchangeAuthCode: { summary: '换取授权码会话', description: '用企业通讯应用的授权码换取登录会话。' },
    exchangeToken: { summary: '换取令牌会话', description: '用一次性令牌换取登录会话。' },
    loginSendEmailCode: { summary: '发送登录邮箱验证码（弹窗）', description: '登录弹窗中向邮箱发送验证码。' },
    loginSendSmsCode: { summary: '发送登录短信验证码（弹窗）', description: '登录弹窗中向手机发送验证码。' },
    loginSubmit: { summary: '登录（弹窗）', description: '登录弹窗提交邮箱或手机号与密码或验证码。' },
    loginVhListReadyPoll: { summary: '等待数字人列表就绪', description: '登录后轮询，直到本企业的数字人列表准备好。' },
    setupFirstAdmin: { summary: '创建首位管理员', description: '用一次性初始化链接创建企业与首位超级管理员。' },
    userChangePassword: { summary: '修改密码', description: '用旧密码修改密码。' },
    userChangePasswordByCode: { summary: '用验证码修改密码', description: '用短信或邮箱验证码修改密码。' },
    userEmailConfirmAddCreatePassword: { summary: '确认邮箱并设置密码', description: '新用户确认邮箱后设置密码。' },
    userLogin: { summary: '登录', description: '用邮箱或手机号加密码登录。' },
    userLoginByAuth: { summary: '授权码登录', description: '用企业通讯应用的授权码登录。' },
    userLoginWithToken: { summary: '令牌登录', description: '用链接中的令牌登录。' },
    userLogout: { summary: '退出登录', description: '结束服务器上的会话并清除登录 Cookie。' },
    userPasswordReset: { summary: '重置密码', description: '用重置链接中的令牌设置新密码。' },
    userSendEmailCode: { summary: '发送邮箱验证码', description: '向当前用户的邮箱发送验证码。' },
    userSendLoginEmailCode: {
      summary: '发送登录邮箱验证码',
      description: '向邮箱发送登录验证码，每个地址每分钟一次。',
    },
    userSendLoginSmsCode: { summary: '发送登录短信验证码', description: '向手机发送登录验证码，每个号码每分钟一次。' },
    userSendPasswordResetEmail: { summary: '发送重置密码邮件', description: '向邮箱发送重置密码链接。' },
    userSendSmsCode: { summary: '发送短信验证码', description: '向当前用户的手机发送验证码。' },
    userVipLogin: {
      summary: '账号密码登录',
      description: '用邮箱或手机号加密码（或验证码）登录，成功后设置会话 Cookie。',
      examples: [
        { summary: '邮箱与密码', request: { email: 'admin@example.com', password: 'Demo@2026', isPersistent: true } },
        { summary: '手机验证码', request: { phone: '13800000000', countryCode: '+86', smsCode: '123456' } },
      ],
    },
    userVipSendPasswordResetEmail: { summary: '发送重置密码邮件（会员）', description: '会员登录页发送重置密码链接。' },
  },
};
