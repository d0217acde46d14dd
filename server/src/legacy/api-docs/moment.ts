import type { AreaDocs } from './area-docs';

/** 动态: the reference text of the area's calls (tag, summaries, descriptions). */
export const momentDocs: AreaDocs = {
  name: '动态',
  description: '名片动态（文字、图片、视频）的发布、编辑、置顶、标签与排序；发布与编辑会做内容安全检查。',
  calls: {
    appletMomentFeed: {
      summary: '名片动态（访客）',
      description:
        '访客查看名片的企业动态：经名片访问校验，置顶在前、其余按时间倒序，每页 20 条，可按标签筛选；同时返回名片的标签。',
    },
    talkCardMomentOrder: { summary: '动态排序', description: '保存动态的自定义顺序。' },
    talkCardMomentUpdateLabel: { summary: '修改动态标签', description: '修改动态所属的标签。' },
    v1TalkCardMomentDelete: { summary: '删除动态', description: '删除一条动态。' },
    v1TalkCardMomentEdit: { summary: '编辑动态', description: '编辑一条动态。' },
    v1TalkCardMomentLabelAdd: { summary: '新建动态标签', description: '新建动态标签。' },
    v1TalkCardMomentLabelOrder: { summary: '标签排序', description: '保存动态标签的顺序。' },
    v1TalkCardMomentLabelQuery: { summary: '动态标签列表', description: '列出名片的动态标签。' },
    v1TalkCardMomentLabelRemove: { summary: '删除动态标签', description: '删除动态标签。' },
    v1TalkCardMomentLabelUpdate: { summary: '修改动态标签', description: '修改动态标签的名称。' },
    v1TalkCardMomentPublish: { summary: '发布动态', description: '发布一条动态到名片。' },
    v1TalkCardMomentQueryV2: {
      summary: '动态列表',
      description: '分页列出动态（每页 20 条），排序：时间 0、自定义 1、之前 -1。',
    },
    v1TalkCardMomentTop: { summary: '置顶动态', description: '置顶或取消置顶一条动态。' },
  },
};
