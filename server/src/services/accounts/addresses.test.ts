import { describe, expect, it } from 'vitest';
import { looksLikeEmail, parsePhone } from './addresses';

describe('login phone', () => {
  it('reads a combined country code or a bare number with +86 (000 §3)', () => {
    expect(parsePhone('+86 13800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('+8613800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('13800000000')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone(' 138-0000-0000 ')).toEqual({ countryCode: '+86', number: '13800000000' });
    expect(parsePhone('+852 91234567')).toEqual({ countryCode: '+852', number: '91234567' });
    expect(parsePhone('91234567', '852')).toEqual({ countryCode: '+852', number: '91234567' });
  });

  it('refuses numbers outside 6 to 14 digits and non-digits', () => {
    expect(parsePhone('12345')).toBeNull();
    expect(parsePhone('123456789012345')).toBeNull();
    expect(parsePhone('+86 12345')).toBeNull();
    expect(parsePhone('1380000abcd')).toBeNull();
    expect(parsePhone('')).toBeNull();
    expect(parsePhone('123456')).toEqual({ countryCode: '+86', number: '123456' });
  });

  it('tells e-mail addresses apart', () => {
    expect(looksLikeEmail('admin@demo.local')).toBe(true);
    expect(looksLikeEmail('admin@demo')).toBe(false);
    expect(looksLikeEmail('a b@demo.local')).toBe(false);
  });
});
