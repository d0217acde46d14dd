import { describe, expect, it } from 'vitest';
import { confirmProblem, passwordChangeProblems } from './operator-forms';

describe('the 运营人员 forms’ own checks', () => {
  it('asks for the confirmation and refuses one that differs', () => {
    expect(confirmProblem('Welcome2026', '')).toBe('请再次输入新密码');
    expect(confirmProblem('Welcome2026', 'Welcome2027')).toBe('两次输入的密码不一致');
    expect(confirmProblem('Welcome2026', 'Welcome2026')).toBeUndefined();
  });

  it('holds back a password change the browser can already refuse, each problem beside its field', () => {
    const good = { currentPassword: 'Operate2026', newPassword: 'Renewed2026', confirm: 'Renewed2026' };
    expect(passwordChangeProblems(good)).toEqual({});
    expect(passwordChangeProblems({ ...good, currentPassword: '' })).toEqual({ currentPassword: '请输入原密码' });
    expect(passwordChangeProblems({ ...good, confirm: 'Renewed2027' })).toEqual({ confirm: '两次输入的密码不一致' });
    expect(passwordChangeProblems({ ...good, newPassword: 'Operate2026', confirm: 'Operate2026' })).toEqual({
      newPassword: '新密码不能与原密码相同',
    });
  });

  it('leaves the password policy to the server’s schema (its refusal lands beside the field)', () => {
    expect(passwordChangeProblems({ currentPassword: 'Operate2026', newPassword: 'short', confirm: 'short' })).toEqual(
      {},
    );
  });
});
