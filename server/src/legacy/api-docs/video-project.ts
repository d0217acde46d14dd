import type { AreaDocs } from './area-docs';

/** 视频项目（新版）: the reference text of the area's calls (tag, summaries, descriptions). */
export const videoProjectDocs: AreaDocs = {
  name: '视频项目（新版）',
  description: '视频工作台的项目：创建、读取、草稿、保存与复制；保存带版本号以防覆盖他人修改。',
  calls: {
    videocreationProjectCopy: { summary: '复制视频项目', description: '复制视频项目。' },
    videocreationProjectCreate: { summary: '新建视频项目', description: '新建视频项目。' },
    videocreationProjectDetail: { summary: '视频项目详情', description: '读取项目及其场景数据。' },
    videocreationProjectDraft: { summary: '保存草稿', description: '保存项目草稿。' },
    videocreationProjectUpdate: { summary: '保存视频项目', description: '保存项目；版本号过旧时以 409 拒绝。' },
  },
};
