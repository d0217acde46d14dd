import { describe, expect, it } from 'vitest';
import { activeEntry, manageCenterFlags, visibleEntries } from './nav-rules';

describe('management-center navigation (000 §2 table)', () => {
  it('shows a member only AccountSetting', () => {
    const flags = manageCenterFlags(false, [0, 1]);
    expect(flags).toEqual({ hasManageCenter: false, isOrgManager: false, isManagerNotInOrg: false });
    expect(visibleEntries(flags)).toEqual(['AccountSetting']);
  });

  it('shows a manager outside an organisation user management and digital employees', () => {
    expect(visibleEntries(manageCenterFlags(true, []))).toEqual(['AccountSetting', 'quotaPan', 'aiStaff', 'userManage', 'orderCenter', 'safetyLexicon']);
  });

  it('shows an organisation manager (quota type 20) data analysis and organisation management', () => {
    expect(visibleEntries(manageCenterFlags(false, [20]))).toEqual(['AccountSetting', 'DataAnalyse', 'quotaPan', 'organizationManage', 'orderCenter']);
    expect(visibleEntries(manageCenterFlags(true, [20]))).toEqual(['AccountSetting', 'DataAnalyse', 'quotaPan', 'organizationManage', 'orderCenter']);
  });

  it('keeps DataAnalyse active on DocDataAnalyse', () => {
    expect(activeEntry('/DocDataAnalyse')).toBe('DataAnalyse');
    expect(activeEntry('/orderCenter')).toBe('orderCenter');
    expect(activeEntry('')).toBeNull();
  });
});
