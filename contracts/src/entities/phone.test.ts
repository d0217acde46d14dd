import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, phoneSchema } from './phone';

describe('parsePhone', () => {
  it('reads the spaced, glued and bare forms', () => {
    expect(parsePhone('+86 13800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('+8613800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('13800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone(' 138-0000-0000 ')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('  +852 9123-4567 ')).toEqual({ countryCode: '+852', number: '91234567' });
  });

  it('uses the picked region for bare digits and for glued codes it can split', () => {
    expect(parsePhone('5551234567', '+1')).toEqual({ countryCode: '+1', number: '5551234567' });
    expect(parsePhone('+15551234567', '+1')).toEqual({ countryCode: '+1', number: '5551234567' });
    expect(parsePhone('+4420794600', '+86')).toEqual({ countryCode: '+4', number: '420794600' });
    expect(parsePhone('91234567', '852')).toEqual({ countryCode: '+852', number: '91234567' });
    expect(parsePhone('13800000000', '')).toEqual({ countryCode: '+86', number: '13800000000' });
  });

  it('keeps the number between 6 and 14 digits', () => {
    expect(parsePhone('123456')?.number).toBe('123456');
    expect(parsePhone('12345')).toBeNull();
    expect(parsePhone('123456789012345')).toBeNull();
    expect(parsePhone('+86 12345')).toBeNull();
  });

  it('refuses what is not a phone', () => {
    expect(parsePhone('')).toBeNull();
    expect(parsePhone('abc123456')).toBeNull();
    expect(parsePhone('+86')).toBeNull();
    expect(parsePhone('++86 13800000000')).toBeNull();
  });

  it('formats back to the stored form', () => {
    expect(formatPhone({ countryCode: '+86', number: '13800000000' })).toBe('+86 13800000000');
  });

  it('reports the caller message from the field schema', () => {
    const field = phoneSchema('请输入正确手机号');
    expect(field.parse('13800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(field.safeParse('12')?.error?.issues[0]?.message).toBe('请输入正确手机号');
  });
});
