import type { AreaDocs } from './area-docs';

/** 品牌定制: the reference text of the area's calls (tag, summaries, descriptions). */
export const brandingDocs: AreaDocs = {
  name: '品牌定制',
  description: '按域名的白标配置：网站名称、标题、登录页文字与选项。本地与产品自有域名不查询，使用默认外观。',
  calls: {
    brandingConfigByDomain: {
      summary: '按域名读取品牌配置',
      description: '返回给定域名（默认为请求的主机）的品牌配置。',
    },
    companyOemGetInfo: {
      summary: '企业白标信息',
      description:
        '返回域名的白标信息，分 baseExtItems、webExtItems、h5ExtItems 三组，客户端合并为一个对象；本地与产品域名跳过查询。',
      examples: [
        {
          summary: '白标域名',
          request: { domain: 'ai.example.com' },
          response: {
            domain: 'ai.example.com',
            hostKind: 'oem',
            skipped: false,
            isCustomize: true,
            baseExtItems: { webName: '智能员工', webTabTitle: '智能员工', customizeDesc: '', webNameColor: '#1677ff' },
            webExtItems: {
              webIsShowPageCustom: 0,
              webPageCustomText: '',
              webPageCustomUrl: '',
              webPageCustomImg: '',
              loginOtherPlatform: 0,
              loginExpiredPostMessageURL: '',
              loginExpiredPostMessageData: '',
              showLoginPage: 1,
              loginPageTip: '',
            },
            h5ExtItems: { h5Domain: 'h5.ai.example.com' },
          },
        },
      ],
    },
    getConfigText: { summary: '界面定制文字', description: '返回当前主机的网站名称、颜色与登录页设置。' },
  },
};
