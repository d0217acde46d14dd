import type { AreaDocs } from './area-docs';

/** 名片: the reference text of the area's calls (tag, summaries, descriptions). */
export const cardDocs: AreaDocs = {
  name: '名片',
  description: '名片上展示的作品（视频、文档）。',
  calls: {
    talkCardWorksList: {
      summary: '名片作品列表',
      description: '列出名片展示的作品，showType 为 1（视频）或 2（文档）。',
    },
    talkCardWorksSave: { summary: '保存名片作品', description: '保存名片展示的作品及其顺序。' },
  },
};
