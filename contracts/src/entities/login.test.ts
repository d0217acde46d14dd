import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages/auth';
import { LoginPayloadSchema } from './login';

const firstMessage = (input: unknown) => LoginPayloadSchema.safeParse(input).error?.issues[0]?.message;

describe('LoginPayloadSchema', () => {
  it('tells the four payloads apart by method', () => {
    expect(LoginPayloadSchema.parse({ method: 'emailPassword', email: ' a@b.cn ', password: 'x' })).toEqual({
      method: 'emailPassword',
      email: 'a@b.cn',
      password: 'x',
    });
    expect(LoginPayloadSchema.parse({ method: 'emailCode', email: 'a@b.cn', emailCode: '123456' }).method).toBe(
      'emailCode',
    );
    expect(LoginPayloadSchema.parse({ method: 'phonePassword', phone: '13800000000', password: 'x' })).toEqual({
      method: 'phonePassword',
      phone: { countryCode: '+86', number: '13800000000' },
      password: 'x',
    });
    expect(LoginPayloadSchema.parse({ method: 'phoneCode', phone: '+852 91234567', smsCode: '1234' })).toMatchObject({
      phone: { countryCode: '+852', number: '91234567' },
      smsCode: '1234',
    });
  });

  it('infers the method of a legacy body from its fields', () => {
    expect(LoginPayloadSchema.parse({ email: 'a@b.cn', password: 'x' }).method).toBe('emailPassword');
    expect(LoginPayloadSchema.parse({ email: 'a@b.cn', emailCode: '1' }).method).toBe('emailCode');
    expect(LoginPayloadSchema.parse({ phone: '13800000000', password: 'x' }).method).toBe('phonePassword');
    expect(LoginPayloadSchema.parse({ phone: '13800000000', smsCode: '1', countryCode: '+1' })).toMatchObject({
      method: 'phoneCode',
      phone: { countryCode: '+1', number: '13800000000' },
    });
  });

  it('answers with the spec wording for each empty field', () => {
    expect(firstMessage({ method: 'emailPassword', email: '  ', password: 'x' })).toBe(authMessages.emailRequired);
    expect(firstMessage({ method: 'emailPassword', email: 'a@b.cn', password: '' })).toBe(
      authMessages.passwordRequired,
    );
    expect(firstMessage({ method: 'emailCode', email: 'a@b.cn', emailCode: ' ' })).toBe(authMessages.codeRequired);
    expect(firstMessage({ method: 'phoneCode', phone: '', smsCode: '1' })).toBe(authMessages.phoneRequired);
    expect(firstMessage({ method: 'phonePassword', phone: '12345', password: 'x' })).toBe(authMessages.phoneRequired);
  });

  it('refuses a code for a password method and an unknown method', () => {
    expect(LoginPayloadSchema.safeParse({ method: 'emailPassword', email: 'a@b.cn', emailCode: '1' }).success).toBe(
      false,
    );
    expect(LoginPayloadSchema.safeParse({ method: 'magicLink', email: 'a@b.cn' }).success).toBe(false);
  });
});
