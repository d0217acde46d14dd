import type { AreaDocs } from './area-docs';

/** 视频模板: the reference text of the area's calls (tag, summaries, descriptions). */
export const studioTemplateDocs: AreaDocs = {
  name: '视频模板',
  description: '平台模板与企业专属模板：列表、详情、复制、保存与发布。',
  calls: {
    videocreationStudiotemplateCopy: { summary: '复制模板', description: '复制模板为新项目或新模板。' },
    videocreationStudiotemplateDelete: { summary: '删除模板', description: '删除企业模板。' },
    videocreationStudiotemplateExclusiveDetail: { summary: '专属模板详情', description: '读取企业专属模板。' },
    videocreationStudiotemplateExclusiveList: { summary: '专属模板列表', description: '列出企业专属模板。' },
    videocreationStudiotemplateGetStatus: { summary: '模板状态', description: '返回模板的发布状态。' },
    videocreationStudiotemplateListTags: { summary: '模板标签', description: '列出模板标签。' },
    videocreationStudiotemplateRandomCover: { summary: '随机封面', description: '为模板生成随机封面。' },
    videocreationStudiotemplateSaveAndPublish: { summary: '保存并发布模板', description: '保存模板并发布给企业。' },
    videocreationStudiotemplateUpdate: { summary: '修改模板', description: '修改模板。' },
  },
};
