import type { AreaDocs } from './area-docs';

/** 数字人市场: the reference text of the area's calls (tag, summaries, descriptions). */
export const vhMarketDocs: AreaDocs = {
  name: '数字人市场',
  description: '浏览市场中的数字人并加入或移出本企业。',
  calls: {
    vhMarketAddVh: { summary: '加入数字人', description: '把市场中的数字人加入本企业，占用一个数字员工名额。' },
    vhMarketCompanyVhList: { summary: '本企业数字人', description: '列出本企业的数字人。' },
    vhMarketDelMyVh: { summary: '移除数字人', description: '把数字人移出本企业。' },
    vhMarketGetTip: { summary: '加入提示', description: '返回加入数字人前的提示（已拥有、占用名额或名额已满）。' },
    vhMarketNewVhList: { summary: '新上架数字人', description: '列出新上架的数字人。' },
    vhMarketVhListWithoutMine: { summary: '市场数字人', description: '列出本企业尚未拥有的数字人。' },
    vhMarketVhQuota: { summary: '数字员工名额', description: '返回数字员工名额的用量与总量。' },
  },
};
