import type { AreaDocs } from './area-docs';

/** 企业: the reference text of the area's calls (tag, summaries, descriptions). */
export const companyDocs: AreaDocs = {
  name: '企业',
  description: '企业激活、初始化进度、订阅密钥与域名白名单。',
  calls: {
    acceptInvitation: { summary: '接受邀请', description: '用邀请码与企业名称加入企业。' },
    companyActivateByCode: { summary: '激活企业', description: '用激活码激活企业。' },
    companyGeneSubKey: { summary: '生成订阅密钥', description: '生成或轮换企业的订阅密钥；旧密钥在宽限期内继续有效。' },
    companyGetSubKeyNotGeneIfNone: {
      summary: '读取订阅密钥',
      description: '读取企业的订阅密钥（没有时不生成）及各密钥的使用情况。',
    },
    companyInitProgress: { summary: '企业初始化进度', description: '返回新企业初始化（数字人、模板等）的进度。' },
    whitelistCheck: {
      summary: '域名白名单检查',
      description: '检查域名能否承载门户：本地、产品自有或已配置白标的域名可以，其他不可以。',
      examples: [
        {
          summary: '未配置的域名',
          request: { domain: 'unknown.example.net' },
          response: { domain: 'unknown.example.net', whitelisted: false, hostKind: 'none' },
        },
      ],
    },
  },
};
