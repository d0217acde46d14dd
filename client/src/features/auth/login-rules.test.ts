import { describe, expect, it } from 'vitest';
import {
  buildLoginPayload,
  canSendCode,
  isPhoneValid,
  loginLabel,
  mapLoginError,
  restoreChannel,
  sendCodeIdentifierError,
  validateLogin,
  type LoginValues,
} from './login-rules';

const values = (over: Partial<LoginValues> = {}): LoginValues => ({
  channel: 'email',
  countryCode: '+86',
  identifier: '',
  password: '',
  code: '',
  ...over,
});

describe('phone and identifier rules (000 §5)', () => {
  it('accepts what the server accepts: 6 to 14 digits, trimmed, with typing aids and the picked region', () => {
    expect(isPhoneValid('123456')).toBe(true);
    expect(isPhoneValid(' 13800000000 ')).toBe(true);
    expect(isPhoneValid('12345678901234')).toBe(true);
    expect(isPhoneValid('12345')).toBe(false);
    expect(isPhoneValid('123456789012345')).toBe(false);
    expect(isPhoneValid('138-0000-0000')).toBe(true);
    expect(isPhoneValid('+852 9123 4567')).toBe(true);
    expect(isPhoneValid('91234567', '+852')).toBe(true);
    expect(isPhoneValid('1380000abcd')).toBe(false);
  });

  it('enables send-code for a non-empty e-mail or a matching phone', () => {
    expect(canSendCode('email', '  ')).toBe(false);
    expect(canSendCode('email', 'a@b.c')).toBe(true);
    expect(canSendCode('phone', '1380')).toBe(false);
    expect(canSendCode('phone', '13800000000')).toBe(true);
    expect(sendCodeIdentifierError('phone', '12')).toBe('请输入正确手机号');
    expect(sendCodeIdentifierError('email', '')).toBe('请输入邮箱');
  });

  it('validates with the verbatim messages', () => {
    expect(validateLogin(values(), 'password')).toEqual({ identifier: '请输入邮箱', password: '密码不允许为空!' });
    expect(validateLogin(values({ channel: 'phone', identifier: '12' }), 'code')).toEqual({
      identifier: '请输入正确的手机号',
      code: '请输入验证码',
    });
    expect(validateLogin(values({ identifier: 'a@b.c', code: ' 123456 ' }), 'code')).toEqual({});
  });

  it('builds trimmed payloads with isPersistent (000 §7)', () => {
    expect(buildLoginPayload(values({ identifier: ' a@b.c ', password: 'x y' }), 'password')).toEqual({
      email: 'a@b.c',
      password: 'x y',
      isPersistent: true,
    });
    expect(buildLoginPayload(values({ channel: 'phone', identifier: '13800000000', code: ' 123456' }), 'code')).toEqual(
      {
        phone: '13800000000',
        countryCode: '+86',
        smsCode: '123456',
        isPersistent: true,
      },
    );
  });

  it('restores only a valid remembered channel', () => {
    expect(restoreChannel('phone')).toBe('phone');
    expect(restoreChannel('fax')).toBe('email');
    expect(restoreChannel(null)).toBe('email');
  });
});

describe('login error mapping (000 §8)', () => {
  it('puts 666 under the password or code field', () => {
    expect(mapLoginError({ businessCode: 666, message: '账号或密码错误' }, 'email', 'password')).toEqual({
      kind: 'fields',
      errors: { password: '账号或密码错误' },
    });
    expect(mapLoginError({ businessCode: 666, message: '验证码错误' }, 'email', 'code')).toEqual({
      kind: 'fields',
      errors: { code: '验证码错误' },
    });
    expect(mapLoginError({ businessCode: 666, message: '用户不存在' }, 'email', 'code')).toEqual({
      kind: 'fields',
      errors: { code: '用户不存在' },
    });
  });

  it('maps the phone flow: unknown or deleted → 手机号未注册, wrong code → code field', () => {
    expect(mapLoginError({ businessCode: 666, message: '用户不存在' }, 'phone', 'code')).toEqual({
      kind: 'fields',
      errors: { identifier: '手机号未注册' },
    });
    expect(mapLoginError({ businessCode: 666, message: '账户已删除' }, 'phone', 'password')).toEqual({
      kind: 'fields',
      errors: { identifier: '手机号未注册' },
    });
    expect(mapLoginError({ businessCode: 666, message: '验证码错误' }, 'phone', 'code')).toEqual({
      kind: 'fields',
      errors: { code: '验证码错误' },
    });
  });

  it('shows other failures as a toast, and invalid input beside its field', () => {
    expect(mapLoginError({ businessCode: 429, message: '操作过于频繁' }, 'email', 'code')).toEqual({
      kind: 'toast',
      message: '操作过于频繁',
    });
    expect(
      mapLoginError(
        { businessCode: null, message: 'x', fieldIssues: [{ path: 'smsCode', message: '请输入验证码' }] },
        'phone',
        'code',
      ),
    ).toEqual({
      kind: 'fields',
      errors: { code: '请输入验证码' },
    });
  });
});

describe('loginLabel (000 §2)', () => {
  it('reads 登录/注册 in the standard build and 登录 in customised ones', () => {
    expect(loginLabel(false)).toBe('登录/注册');
    expect(loginLabel(true)).toBe('登录');
  });
});
