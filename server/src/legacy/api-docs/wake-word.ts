import type { AreaDocs } from './area-docs';

/** 唤醒词: the reference text of the area's calls (tag, summaries, descriptions). */
export const wakeWordDocs: AreaDocs = {
  name: '唤醒词',
  description: '一体机的唤醒词。',
  calls: {
    wakeWordAdd: { summary: '添加唤醒词', description: '添加唤醒词。' },
    wakeWordDelete: { summary: '删除唤醒词', description: '删除唤醒词。' },
    wakeWordList: { summary: '唤醒词列表', description: '列出唤醒词。' },
  },
};
