import type { AreaDocs } from './area-docs';

/** 开放接口: the reference text of the area's calls (tag, summaries, descriptions). */
export const openapiDocs: AreaDocs = {
  name: '开放接口',
  description:
    '企业后台与嵌入页面调用的接口：用订阅密钥（subscription-key 请求头）换取短期签名，再以签名（signature 请求头）调用。需要 SDK 授权。',
  calls: {
    openapiSignatureGen: {
      summary: '生成签名',
      description:
        '在企业后台调用，请求头 `subscription-key` 为企业订阅密钥。返回的签名最长 10 分钟有效（`expiresIn` 60–600 秒），给出 `projectId` 时只能用于该项目。网页与 SDK 把签名放在 `signature` 请求头中调用其他开放接口，订阅密钥不要下发到浏览器。每个密钥每分钟最多 120 次。',
      examples: [
        {
          summary: '绑定一个项目、10 分钟有效',
          request: { projectId: '6f1c2a4e-8d3b-4c55-9a77-0c1d2e3f4a5b', expiresIn: 600 },
          response: {
            signature: 'v2.…',
            expiresAt: '2026-11-26T10:10:00.000Z',
            expiresIn: 600,
            projectId: '6f1c2a4e-8d3b-4c55-9a77-0c1d2e3f4a5b',
          },
        },
      ],
    },
    openapiSubkeyGet: {
      summary: '预览签名',
      description: '已登录成员取得用于 SDK 预览的签名；订阅密钥不会下发到浏览器。',
    },
    openapiTalkFaqList: { summary: '项目问答列表', description: '分页返回已发布项目的问答。' },
    openapiTalkRtcGet: { summary: '实时会话参数', description: '返回 SDK 在已发布项目上开启实时会话所需的参数。' },
    openapiTalkSupportLanguage: { summary: '支持的语言', description: '返回项目声音支持的语言。' },
  },
};
