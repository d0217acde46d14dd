import { describe, expect, it } from 'vitest';
import { maskedLeadPhone } from './lead-phone';

describe('a lead phone, masked in the list', () => {
  it('keeps the last four digits only, country code included in the stars', () => {
    expect(maskedLeadPhone('+86 13912345678')).toBe('*********5678');
    expect(maskedLeadPhone('+852 91234567')).toBe('*******4567');
  });
  it('never shows more than it has', () => {
    expect(maskedLeadPhone('123')).toBe('123');
  });
});
