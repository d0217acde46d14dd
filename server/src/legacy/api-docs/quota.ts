import type { AreaDocs } from './area-docs';

/** 额度: the reference text of the area's calls (tag, summaries, descriptions). */
export const quotaDocs: AreaDocs = {
  name: '额度',
  description: '企业、组织与个人的额度查询与检查。',
  calls: {
    getQuota: { summary: '当前额度', description: '返回当前用户可用的额度。' },
    quotaCheckVideoCreationQuota2: {
      summary: '检查视频合成额度',
      description: '按分辨率与时长检查视频合成额度是否足够。',
    },
    quotaInfo: { summary: '额度信息', description: '返回企业各类额度的用量与总量。' },
    vhRmCompanyRes: { summary: '企业资源', description: '返回企业的资源用量。' },
  },
};
