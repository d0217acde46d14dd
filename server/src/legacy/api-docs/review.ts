import type { AreaDocs } from './area-docs';

/** 视频审核: the reference text of the area's calls (tag, summaries, descriptions). */
export const reviewDocs: AreaDocs = {
  name: '视频审核',
  description: '组织的视频审核任务。',
  calls: {
    organizationReview: { summary: '审核列表', description: '列出待审核的视频。' },
    organizationReviewSubmit: { summary: '提交审核', description: '提交审核结果。' },
    organizationReviewTaskEdit: { summary: '修改审核任务', description: '修改审核任务。' },
  },
};
