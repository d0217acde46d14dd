import type { AreaDocs } from './area-docs';

/** 组织成员: the reference text of the area's calls (tag, summaries, descriptions). */
export const orgUserDocs: AreaDocs = {
  name: '组织成员',
  description: '组织管理员管理成员及其额度份额。',
  calls: {
    orgResourceGetUserLimit: { summary: '成员额度上限', description: '返回成员可分配额度的上限。' },
    organizationUsersCreate: { summary: '添加组织成员', description: '把用户加入组织。' },
    organizationUsersDelete: { summary: '移除组织成员', description: '把成员移出组织。' },
    organizationUsersDetailView: { summary: '成员详情', description: '查看组织成员的详情。' },
    organizationUsersEdit: { summary: '编辑组织成员', description: '修改组织成员的信息。' },
    organizationUsersPersonalsView: { summary: '成员个人资源', description: '查看成员的个人资源。' },
    organizationUsersQuotasEdit: { summary: '修改成员份额', description: '修改成员的额度份额。' },
    organizationUsersQuotasView: { summary: '成员份额', description: '查看成员的额度份额。' },
    organizationUsersView: { summary: '组织成员列表', description: '列出组织的成员。' },
  },
};
