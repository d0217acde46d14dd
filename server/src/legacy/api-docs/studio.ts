import type { AreaDocs } from './area-docs';

/** 视频项目: the reference text of the area's calls (tag, summaries, descriptions). */
export const studioDocs: AreaDocs = {
  name: '视频项目',
  description: '视频项目的列表、改名、复制与删除。',
  calls: {
    videocreationStudioCopyOnlyTask: { summary: '复制任务', description: '复制一个视频任务。' },
    videocreationStudioDelete: { summary: '删除视频项目', description: '删除视频项目。' },
    videocreationStudioGetDetailStatusOfEditor: { summary: '编辑器状态', description: '返回项目在编辑器中的状态。' },
    videocreationStudioGetExclusiveVirtualHumanProjectCount: {
      summary: '专属数字人项目数',
      description: '统计使用某个专属数字人的项目数。',
    },
    videocreationStudioList: { summary: '视频项目列表', description: '分页列出视频项目。' },
    videocreationStudioUpdateName: { summary: '视频项目改名', description: '修改视频项目名称。' },
  },
};
