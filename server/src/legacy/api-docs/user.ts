import type { AreaDocs } from './area-docs';

/** 用户: the reference text of the area's calls (tag, summaries, descriptions). */
export const userDocs: AreaDocs = {
  name: '用户',
  description: '当前用户的资料、联系方式绑定、页面访问与协议签署。',
  calls: {
    userDismissNewMemberPrompt: {
      summary: '关闭新会员提示',
      description: '当前用户关闭新会员提示（或前往会员权益页）后调用；记录在服务端，所有浏览器都不再显示。可重复调用。',
    },
    getCurrentUser: { summary: '当前用户', description: '返回当前登录用户的资料。' },
    recordAgreement: { summary: '记录协议同意', description: '记录用户同意了隐私政策与服务条款。' },
    userBindEmail: { summary: '绑定邮箱', description: '为当前用户绑定邮箱。' },
    userBindPhone: { summary: '绑定手机号', description: '为当前用户绑定手机号。' },
    userPageview: { summary: '页面访问上报', description: '上报页面访问。' },
    userSendEmailCodeByCurrent: { summary: '向当前邮箱发送验证码', description: '向当前用户的邮箱发送验证码。' },
    userSendSmsCodeByCurrent: { summary: '向当前手机发送验证码', description: '向当前用户的手机发送验证码。' },
    userSign: {
      summary: '签署协议',
      description: '签署（同意）法律文件，返回用户已签署的全部文件及时间。',
      examples: [
        {
          summary: '登录时签署',
          request: { documents: ['privacy', 'service'] },
          response: {
            documents: [
              { document: 'privacy', version: '2023-4-23', signedAt: '2026-11-26T10:00:00.000Z' },
              { document: 'service', version: '2023-4-23', signedAt: '2026-11-26T10:00:00.000Z' },
            ],
          },
        },
      ],
    },
    userVerifyCodeByCurrent: { summary: '校验验证码', description: '校验发给当前用户的验证码。' },
    userVipInfo: { summary: '会员信息', description: '返回当前用户与企业的会员信息。' },
  },
};
