/** What organisation administration answers where the spec shows no wording (002 §5, §8: not shown). */
export const organizationRuleMessages = {
  orgNotFound: '组织不存在',
  orgNotEmpty: '组织下还有用户，请先删除或移出用户',
  orgNameTaken: '组织名称已存在',
  userNotInOrg: '用户不存在',
  quotaUnknown: '没有该资源的额度',
  quotaOverLimit: (name: string, limit: number) => `${name}最多可分配${limit}`,
  quotaBelowShares: (name: string, given: number) => `${name}已分配给成员${given}，不能再少`,
  /** A member spends more than the organisation's share of a resource has left (ours: the spec is silent). */
  orgShareShort: (name: string) => `所在组织的${name}额度不足，请联系组织管理员`,
  /** A member spends more than the member's own share has left (ours: the spec is silent). */
  memberShareShort: (name: string) => `您的${name}额度不足，请联系组织管理员分配`,
  taskNotFound: '视频任务不存在',
  taskNotFinished: '只能审核已完成的视频',
  /** What a member's task card says of a finished video's review (ours: 002 §7 shows no wording to the author). */
  reviewPending: '审核中',
  reviewApproved: '审核通过',
  reviewReturned: '已退回',
  /** The notice a member gets when a manager returns their video (ours). */
  videoReturned: (title: string, reason: string) => `您的视频「${title}」已被退回：${reason}`,
  dateRange: '开始日期不能晚于结束日期，且跨度不能超过一年',
} as const;
