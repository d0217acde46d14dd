import type { AreaDocs } from './area-docs';

/** 视频任务: the reference text of the area's calls (tag, summaries, descriptions). */
export const videoTaskDocs: AreaDocs = {
  name: '视频任务',
  description: '视频合成任务：提交、进度、重试与删除。',
  calls: {
    videoProjectDeleteTask: { summary: '删除视频任务', description: '删除视频任务。' },
    videoProjectExtractTitle: { summary: '提取标题', description: '从文案中提取视频标题。' },
    videoProjectGetEffectList: { summary: '特效列表', description: '列出可用的转场与特效。' },
    videoProjectGetProgressInfo: { summary: '任务进度', description: '查询视频任务的进度。' },
    videoProjectGetTaskList: { summary: '任务列表', description: '分页列出视频任务。' },
    videoProjectSubmit: { summary: '提交视频合成', description: '提交视频合成，按分辨率与时长扣除额度；失败会退还。' },
    videoTaskRetry: { summary: '重试视频任务', description: '重试失败的视频任务。' },
  },
};
