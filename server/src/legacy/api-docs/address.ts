import type { AreaDocs } from './area-docs';

/** 地址: the reference text of the area's calls (tag, summaries, descriptions). */
export const addressDocs: AreaDocs = {
  name: '地址',
  description:
    '中国行政区划（省、市、区县）的查询与搜索，供名片的地址选择器使用。数据来自维护中的 npm 行政区划数据集。',
  calls: {
    regionListByLevel: { summary: '按级别列出行政区划', description: '按层级（省、市、区县）列出行政区划。' },
    talkAddressAreaList: {
      summary: '列出下级行政区划',
      description: '给出上级编码（默认 1 表示全国）时列出它的下级区划。',
    },
    talkAddressSearchList: { summary: '搜索行政区划', description: '按名称或拼音首字母搜索行政区划。' },
  },
};
