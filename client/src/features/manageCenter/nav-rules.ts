/**
 * Management-center navigation (000 §2 table). 000 §6 leaves the three flags open; we decide:
 * - organisation manager: the user holds quota type 20 (account permission) — 000 §6 ties the
 *   manage authority inside an organisation to quota info and the manage-center flag to type 20;
 * - manager not in an organisation: a manager by role (管理员, 超管, administrator: `isManager`)
 *   who is not an organisation manager;
 * - has management center: either of the two (000 §6: "management center is for either admin kind").
 */
export interface ManageCenterFlags {
  hasManageCenter: boolean;
  isOrgManager: boolean;
  isManagerNotInOrg: boolean;
}

/** Quota type 20: account permission (000 §3). */
export const ACCOUNT_PERMISSION_QUOTA_TYPE = 20;

export function manageCenterFlags(isManager: boolean, quotaTypes: readonly number[]): ManageCenterFlags {
  const isOrgManager = quotaTypes.includes(ACCOUNT_PERMISSION_QUOTA_TYPE);
  const isManagerNotInOrg = isManager && !isOrgManager;
  return { hasManageCenter: isOrgManager || isManagerNotInOrg, isOrgManager, isManagerNotInOrg };
}

export type ManageCenterEntry =
  | 'AccountSetting'
  | 'DataAnalyse'
  | 'quotaPan'
  | 'aiStaff'
  | 'organizationManage'
  | 'userManage'
  | 'orderCenter'
  | 'safetyLexicon';

export const MANAGE_CENTER_LABELS: Readonly<Record<ManageCenterEntry, string>> = {
  AccountSetting: '账号设置',
  DataAnalyse: '数据分析',
  quotaPan: '权益看板',
  aiStaff: '数字员工',
  organizationManage: '组织管理',
  userManage: '用户管理',
  orderCenter: '订单中心',
  safetyLexicon: '敏感词库',
};

/** The entries shown, in the table's order. */
export function visibleEntries(flags: ManageCenterFlags): ManageCenterEntry[] {
  const shown: Array<[ManageCenterEntry, boolean]> = [
    ['AccountSetting', true],
    ['DataAnalyse', flags.isOrgManager],
    ['quotaPan', flags.hasManageCenter],
    ['aiStaff', flags.hasManageCenter && !flags.isOrgManager],
    ['organizationManage', flags.isOrgManager],
    ['userManage', flags.isManagerNotInOrg],
    ['orderCenter', flags.hasManageCenter],
    // Ours (the spec has no lexicon page): company administrators, who alone may change the lexicon.
    ['safetyLexicon', flags.isManagerNotInOrg],
  ];
  return shown.filter(([, on]) => on).map(([entry]) => entry);
}

/** Which entry a sub-path highlights: DocDataAnalyse keeps DataAnalyse active (000 §2). */
export function activeEntry(subPath: string): ManageCenterEntry | null {
  const first = subPath.split('/').filter(Boolean)[0] ?? '';
  if (first === 'DocDataAnalyse') return 'DataAnalyse';
  return (Object.keys(MANAGE_CENTER_LABELS) as ManageCenterEntry[]).find((e) => e === first) ?? null;
}
