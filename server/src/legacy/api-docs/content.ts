import type { AreaDocs } from './area-docs';

/** 站点内容: the reference text of the area's calls (tag, summaries, descriptions). */
export const contentDocs: AreaDocs = {
  name: '站点内容',
  description: '平台运营方的站点内容：服务条款与隐私政策（版本化）、定制数字人需求、公开的数字人市场展示。',
  calls: {
    contentLegalGet: {
      summary: '读取服务条款或隐私政策',
      description:
        '公开读取当前版本的服务条款或隐私政策（Markdown），含版本号与更新日期；超级管理员保存之前返回内置默认文本。',
    },
    contentLegalSave: {
      summary: '保存服务条款或隐私政策',
      description: '超级管理员保存一份新版本（Markdown），旧版本全部保留。',
    },
    contentLegalVersions: {
      summary: '服务条款或隐私政策的历史版本',
      description: '列出一份法律文本的全部版本，最新在前。仅超级管理员。',
    },
    contentCustomMadeSubmit: {
      summary: '提交定制数字人需求',
      description:
        '公开提交定制数字人需求（类型、联系人、手机号、企业与描述），作为线索交给平台运营方；手机号加密保存。按来源 IP 与总量限流。',
    },
    contentCustomMadeList: {
      summary: '定制数字人需求列表',
      description: '超级管理员分页查看定制数字人需求，最新在前；手机号解密后完整显示（库中加密保存）。',
    },
    contentCustomMadeDelete: {
      summary: '删除定制数字人需求',
      description:
        '超级管理员永久删除定制数字人需求及其加密手机号（一次 1–100 条）；任一编号不存在则整批不删，返回 404。',
    },
    contentMarketShowcase: {
      summary: '数字人市场展示',
      description: '公开列出平台自有的数字人（不含企业专属形象），最新在前，最多 48 个，附行业，供营销落地页使用。',
    },
  },
};
