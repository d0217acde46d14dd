import type { AreaDocs } from './area-docs';

/** 数据上报: the reference text of the area's calls (tag, summaries, descriptions). */
export const datareportDocs: AreaDocs = {
  name: '数据上报',
  description: '前端事件与小程序事件的批量上报（按 IP 限流）。',
  calls: {
    datareportAppletUpload: { summary: '小程序事件上报', description: '小程序批量上报事件。' },
    datareportUpload: { summary: '事件上报', description: '批量上报事件：名称、值、大小与时间。' },
  },
};
