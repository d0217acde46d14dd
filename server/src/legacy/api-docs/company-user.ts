import type { AreaDocs } from './area-docs';

/** 企业用户: the reference text of the area's calls (tag, summaries, descriptions). */
export const companyUserDocs: AreaDocs = {
  name: '企业用户',
  description: '企业管理员管理本企业的用户：添加、编辑、锁定、删除与重发确认邮件。',
  calls: {
    companyAddUser: { summary: '添加用户', description: '添加企业用户并发送确认邮件。' },
    companyDeleteUser: { summary: '删除用户', description: '删除企业用户。' },
    companyLockoutUser: { summary: '锁定用户', description: '锁定用户，其会话立即失效。' },
    companyUnLockoutUser: { summary: '解锁用户', description: '解锁用户。' },
    userEdit: { summary: '编辑用户', description: '修改用户的姓名、角色与联系方式。' },
    userList: { summary: '用户列表', description: '分页列出企业用户，可按条件筛选。' },
    userSendConfirmationEmail: { summary: '重发确认邮件', description: '向尚未确认的用户重发确认邮件。' },
  },
};
