import { describe, expect, it } from 'vitest';
import { activeEntry, NO_MANAGE_CENTER, visibleEntries } from './nav-rules';

const flags = (isOrgManager: boolean, isManagerNotInOrg: boolean) => ({
  hasManageCenter: isOrgManager || isManagerNotInOrg,
  isOrgManager,
  isManagerNotInOrg,
});

describe('management-center navigation (000 §2 table)', () => {
  it('shows a member only AccountSetting', () => {
    expect(visibleEntries(NO_MANAGE_CENTER)).toEqual(['AccountSetting']);
  });

  it('shows a manager outside an organisation user management and digital employees', () => {
    expect(visibleEntries(flags(false, true))).toEqual([
      'AccountSetting',
      'quotaPan',
      'aiStaff',
      'userManage',
      'orderCenter',
      'safetyLexicon',
      'cardLeads',
      'openApi',
      'deviceManage',
    ]);
  });

  it('shows an organisation manager (quota type 20) data analysis and organisation management', () => {
    expect(visibleEntries(flags(true, false))).toEqual([
      'AccountSetting',
      'DataAnalyse',
      'quotaPan',
      'organizationManage',
      'orderCenter',
    ]);
    expect(visibleEntries(flags(true, true))).toEqual([
      'AccountSetting',
      'DataAnalyse',
      'quotaPan',
      'organizationManage',
      'userManage',
      'orderCenter',
      'safetyLexicon',
      'cardLeads',
      'openApi',
      'deviceManage',
    ]);
  });

  it('keeps DataAnalyse active on DocDataAnalyse', () => {
    expect(activeEntry('/DocDataAnalyse')).toBe('DataAnalyse');
    expect(activeEntry('/orderCenter')).toBe('orderCenter');
    expect(activeEntry('')).toBeNull();
  });
});
