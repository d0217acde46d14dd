import type { RouterOutputs } from '../../lib/trpc';

/**
 * Management-center navigation (000 §2 table). 000 §6 leaves the three flags open; the server
 * computes them (server/src/services/organizations/authority.ts) and the current user carries them
 * as `manageCenter`: an organisation manager is a manager of a company holding account permission
 * (quota type 20) — company-wide outside organisations, or the manager of one organisation; a
 * manager not in an organisation is a manager by role who belongs to none; either has the center.
 */
export type ManageCenterFlags = Pick<
  NonNullable<RouterOutputs['user']['getCurrentUser']>['manageCenter'],
  'hasManageCenter' | 'isOrgManager' | 'isManagerNotInOrg'
> & {
  /** Role 超管, read from the user's roles by the layout (the server's flags do not carry it). */ isSuperAdmin?: boolean;
};

/** What a page shows before the user is loaded: nothing of the center. */
export const NO_MANAGE_CENTER: ManageCenterFlags = {
  hasManageCenter: false,
  isOrgManager: false,
  isManagerNotInOrg: false,
};

export type ManageCenterEntry =
  | 'AccountSetting'
  | 'DataAnalyse'
  | 'quotaPan'
  | 'aiStaff'
  | 'organizationManage'
  | 'userManage'
  | 'orderCenter'
  | 'safetyLexicon'
  | 'cardLeads'
  | 'siteContent'
  | 'openApi'
  | 'deviceManage';

export const MANAGE_CENTER_LABELS: Readonly<Record<ManageCenterEntry, string>> = {
  AccountSetting: '账号设置',
  DataAnalyse: '数据分析',
  quotaPan: '权益看板',
  aiStaff: '数字员工',
  organizationManage: '组织管理',
  userManage: '用户管理',
  orderCenter: '订单中心',
  safetyLexicon: '敏感词库',
  cardLeads: '名片线索',
  siteContent: '站点内容',
  openApi: '开放接口',
  deviceManage: '设备管理',
};

/**
 * The navigation in order, each entry with the rule that shows it (000 §2 table). A new entry is a
 * member of ManageCenterEntry, its label above, one line here and its route in app/routes.tsx.
 */
export const MANAGE_CENTER_NAV: ReadonlyArray<readonly [ManageCenterEntry, (flags: ManageCenterFlags) => boolean]> = [
  ['AccountSetting', () => true],
  ['DataAnalyse', (f) => f.isOrgManager],
  ['quotaPan', (f) => f.hasManageCenter],
  ['aiStaff', (f) => f.hasManageCenter && !f.isOrgManager],
  ['organizationManage', (f) => f.isOrgManager],
  ['userManage', (f) => f.isManagerNotInOrg],
  ['orderCenter', (f) => f.hasManageCenter],
  // Ours (the spec has no lexicon page): company administrators, who alone may change the lexicon.
  ['safetyLexicon', (f) => f.isManagerNotInOrg],
  // Ours (docs/decisions/0021): leads are the whole company's, so company administrators see them.
  ['cardLeads', (f) => f.isManagerNotInOrg],
  // Ours (issue 30): the operator's legal texts and custom-made requests belong to super administrators.
  ['siteContent', (f) => f.isSuperAdmin === true],
  // Ours (issue 30): the subscription key is the company's, so company administrators hold it.
  ['openApi', (f) => f.isManagerNotInOrg],
  // Ours (issue 29): the company's all-in-one machines, managed by its administrators.
  ['deviceManage', (f) => f.isManagerNotInOrg],
];

/** The entries shown, in the table's order. */
export function visibleEntries(flags: ManageCenterFlags): ManageCenterEntry[] {
  return MANAGE_CENTER_NAV.filter(([, shown]) => shown(flags)).map(([entry]) => entry);
}

/** Which entry a sub-path highlights: DocDataAnalyse keeps DataAnalyse active (000 §2). */
export function activeEntry(subPath: string): ManageCenterEntry | null {
  const first = subPath.split('/').filter(Boolean)[0] ?? '';
  if (first === 'DocDataAnalyse') return 'DataAnalyse';
  return (Object.keys(MANAGE_CENTER_LABELS) as ManageCenterEntry[]).find((e) => e === first) ?? null;
}
