import type { AreaDocs } from './area-docs';

/** 文档: the reference text of the area's calls (tag, summaries, descriptions). */
export const documentDocs: AreaDocs = {
  name: '文档',
  description: '知识库文档与文件夹、文档转图片与转视频。',
  calls: {
    documentFolderBindProject: { summary: '文件夹关联项目', description: '把文档文件夹关联到互动项目。' },
    documentFolderProjectQuery: { summary: '项目关联的文件夹', description: '查询互动项目关联的文件夹。' },
    documentFolderQuery: { summary: '文件夹列表', description: '列出文档文件夹。' },
    documentQuery: { summary: '文档列表', description: '列出文档及其大小与类型（pdf、xlsx、docx 等）。' },
    documentQueryByProject: { summary: '项目的文档', description: '列出互动项目使用的文档。' },
    talkDocumentPage: { summary: '互动文档分页', description: '分页列出互动项目的文档。' },
    videoAttaGetResult: { summary: '附件转换结果', description: '查询文档转换任务的结果。' },
    videoAttaV2DocToImg: { summary: '文档转图片', description: '把文档转换为图片（状态：进行中 2、成功 3、失败 4）。' },
    videoAttaV2DocToVideo: { summary: '文档转视频', description: '把文档转换为视频。' },
    videoAttaV2GetResult: { summary: '文档转换结果', description: '查询文档转换任务的结果。' },
  },
};
