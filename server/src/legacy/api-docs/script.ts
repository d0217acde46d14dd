import type { AreaDocs } from './area-docs';

/** 脚本: the reference text of the area's calls (tag, summaries, descriptions). */
export const scriptDocs: AreaDocs = {
  name: '脚本',
  description: 'AI 脚本创作、仿写与任务记录。',
  calls: {
    commonSseCacheData: { summary: '缓存流式结果', description: '缓存一次流式生成的结果。' },
    imitationRequest: { summary: '提交仿写', description: '提交一篇文案的仿写。' },
    videocreationAiTextGetTaskRecord: { summary: '脚本任务记录', description: '查询 AI 脚本任务的记录。' },
    videocreationAiTextScriptCreation: { summary: '创作脚本', description: '按主题创作视频脚本。' },
    videocreationAiTextStreamScriptCreation: {
      summary: '流式创作脚本',
      description: '按主题流式创作视频脚本（事件流）。',
    },
  },
};
