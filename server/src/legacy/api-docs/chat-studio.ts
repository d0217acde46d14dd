import type { AreaDocs } from './area-docs';

/** 对话工作室: the reference text of the area's calls (tag, summaries, descriptions). */
export const chatStudioDocs: AreaDocs = {
  name: '对话工作室',
  description: '对话工作室的创建、删除与访问地址。',
  calls: {
    talkStudioCreate: { summary: '创建对话工作室', description: '为互动项目创建对话工作室。' },
    talkStudioDelete: { summary: '删除对话工作室', description: '删除对话工作室。' },
    talkStudioUrl: { summary: '对话工作室地址', description: '返回对话工作室的访问地址。' },
  },
};
