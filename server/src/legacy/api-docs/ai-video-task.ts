import type { AreaDocs } from './area-docs';

/** AI视频: the reference text of the area's calls (tag, summaries, descriptions). */
export const aiVideoTaskDocs: AreaDocs = {
  name: 'AI视频',
  description: '一句话生成视频的任务：提交、查询、重试与删除。',
  calls: {
    quickVideoTaskCreate: {
      summary: '快速创建视频任务',
      description: '用一段文案快速创建视频任务；空文案与重复提交会被拒绝。',
    },
    videoCreationAiVideoTaskBatchDel: {
      summary: '批量删除 AI 视频任务',
      description: '批量删除任务；制作中的任务不可删除。',
    },
    videoCreationAiVideoTaskCacheSimpleTask: {
      summary: '暂存简易任务',
      description: '把简易任务暂存给视频工作台继续编辑。',
    },
    videoCreationAiVideoTaskDetail: { summary: 'AI 视频任务详情', description: '返回一个任务的状态、进度与成片地址。' },
    videoCreationAiVideoTaskGetCachedSimpleTask: {
      summary: '读取暂存的简易任务',
      description: '读取此前暂存的简易任务。',
    },
    videoCreationAiVideoTaskQueryPage: { summary: '分页查询 AI 视频任务', description: '按页列出本人的 AI 视频任务。' },
    videoCreationAiVideoTaskRetry: { summary: '重试 AI 视频任务', description: '重试一个失败的任务。' },
    videoCreationAiVideoTaskSubmit: { summary: '提交 AI 视频任务', description: '提交任务并按时长扣除视频合成额度。' },
  },
};
