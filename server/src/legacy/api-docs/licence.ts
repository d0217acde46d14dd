import type { AreaDocs } from './area-docs';

/** 授权: the reference text of the area's calls (tag, summaries, descriptions). */
export const licenceDocs: AreaDocs = {
  name: '授权',
  description: '企业的产品授权（播报 21、名片 22、一体机 23、SDK 24）与权益。',
  calls: {
    getLimitsAuthorityByUserId: { summary: '用户权限', description: '返回当前用户的功能权限与限制。' },
    talkResourceLicenseInfo: { summary: '互动授权信息', description: '返回互动相关授权的状态与有效期。' },
    vhRmGetLicenseAndRights: {
      summary: '授权与权益',
      description: '返回各产品线授权（21–24）的状态与定制权益（enableInteractive 等）。',
    },
    vhRmList: { summary: '资源与授权列表', description: '列出企业的资源包与授权。' },
  },
};
