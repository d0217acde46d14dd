/** The logged-in shell: staff term, no-permission page, header, menus and membership marks (000 §2). */
export const shellMessages = {
  /** Default staff term ('digital employee') used in labels; customised builds may change it. */
  staffTerm: '数字员工',
  /** No-permission page (route permission check fails). */
  noPagePermission: '抱歉，您没有当前页面的浏览权限，请联系系统管理员',
  /** Badge on the digital-human market icon in the header (literal). Spec: "NEW". */
  newBadge: 'NEW',
  /** Header button (logged out: triggers login) and toolbox title; the task-list panel is titled AI toolbox / task list. Spec: "AI toolbox". */
  aiToolbox: 'AI工具箱',
  /** Header VIP button (hidden in customised builds). Spec: "VIP". */
  vip: 'VIP',
  /** Top menu item (/home/premium). Spec: "digital broadcast". */
  menuDigitalBroadcast: '数字播报',
  /** Top menu item (/home/premiumInteractive), only when enableInteractive. Spec: "digital interactive". */
  menuDigitalInteractive: '数字交互',
  /** Top menu item (/home/project). Spec: "project management". */
  menuProjectManagement: '项目管理',
  /** Header licence card: licence expired. */
  licenceExpired: '已到期',
  /** Header licence card: licence not activated. */
  licenceNotActivated: '未开通',
  /** Member mark in the header membership display. */
  memberMark: '会员',
  /** Header badge for a free user (every licence not valid or overdue). Spec: "free plan". */
  freePlan: '免费版',
  /** User menu bottom item for managers (to /home/manageCenter); also the header button when the manage-center setting is not 1. Spec: "management center". */
  managementCenter: '管理中心',
  /** User menu bottom item for non-managers (to /home/manageCenter). Spec: "account settings". */
  accountSettings: '账号设置',
  /** User menu item; opens /password/change in a new tab. Spec: "change password". */
  changePassword: '修改密码',
  /** User menu item. Spec: "logout". */
  logout: '退出登录',
} as const;
