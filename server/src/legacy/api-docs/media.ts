import type { AreaDocs } from './area-docs';

/** 素材库: the reference text of the area's calls (tag, summaries, descriptions). */
export const mediaDocs: AreaDocs = {
  name: '素材库',
  description: '企业与个人素材（图片、视频、数字人）的查询、标签、改名与删除。',
  calls: {
    addVideoMedia: { summary: '添加视频素材', description: '把视频加入素材库。' },
    delVideoMedia: { summary: '删除视频素材', description: '从素材库删除视频。' },
    exclusiveMediaDeleteBatch: { summary: '批量删除专属素材', description: '批量删除企业专属素材。' },
    exclusiveMediaQueryBatch: { summary: '专属素材列表', description: '分页列出企业专属素材。' },
    exclusiveMediaUpdateName: { summary: '专属素材改名', description: '修改专属素材的名称。' },
    mediaDel: { summary: '删除素材', description: '删除素材。' },
    mediaListAllMediaTags: { summary: '素材标签', description: '列出素材的全部标签。' },
    mediaListVirtualHumans: { summary: '素材中的数字人', description: '列出素材库中的数字人。' },
    mediaQueryBatch: { summary: '素材列表', description: '按类型、标签分页列出素材。' },
  },
};
