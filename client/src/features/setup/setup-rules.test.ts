import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, validateSetup } from './setup-rules';

const good = {
  companyName: '初始企业',
  email: 'founder@example.com',
  displayName: '创始人',
  password: 'Found2026x',
  confirm: 'Found2026x',
};

describe('validateSetup', () => {
  it('accepts a complete form', () => {
    expect(validateSetup(good)).toEqual({});
  });

  it('asks no company name of a platform setup, which makes the operator', () => {
    expect(validateSetup({ ...good, companyName: '' }).companyName).toBe('请输入企业名称');
    expect(validateSetup({ ...good, companyName: '' }, 'platform')).toEqual({});
    expect(validateSetup({ ...good, email: '' }, 'platform').email).toBeDefined();
  });

  it('uses the shared password rule and its messages', () => {
    expect(validateSetup({ ...good, password: 'letters', confirm: 'letters' }).password).toBe(
      '密码需为8-20位，且同时包含字母和数字',
    );
    expect(validateSetup({ ...good, confirm: 'Other2026x' }).confirm).toBe('两次输入的密码不一致');
  });

  it('requires the company, a valid e-mail and a name', () => {
    const errors = validateSetup({ ...good, companyName: '  ', email: 'not-an-address', displayName: '' });
    expect(Object.keys(errors).sort()).toEqual(['companyName', 'displayName', 'email']);
    expect(validateSetup({ ...good, companyName: '企'.repeat(51) }).companyName).toBeDefined();
  });
});

describe('fieldErrorsFrom', () => {
  it('places server issues beside their inputs', () => {
    expect(
      fieldErrorsFrom([
        { path: 'email', message: '请输入正确的邮箱' },
        { path: 'token', message: 'x' },
      ]),
    ).toEqual({ email: '请输入正确的邮箱' });
  });
});
