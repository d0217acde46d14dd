import type { AreaDocs } from './area-docs';

/** 通知: the reference text of the area's calls (tag, summaries, descriptions). */
export const noticeDocs: AreaDocs = {
  name: '通知',
  description: '站内通知。',
  calls: {
    noticeList: { summary: '通知列表', description: '分页列出站内通知。' },
    notifications: { summary: '未读通知', description: '轮询未读通知。' },
  },
};
