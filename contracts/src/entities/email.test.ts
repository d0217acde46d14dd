import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email';

describe('looksLikeEmail', () => {
  it('tells e-mail addresses apart', () => {
    expect(looksLikeEmail(' admin@demo.local ')).toBe(true);
    expect(looksLikeEmail('admin@demo')).toBe(false);
    expect(looksLikeEmail('a b@demo.local')).toBe(false);
    expect(looksLikeEmail('a@b.c')).toBe(false);
    expect(looksLikeEmail(`${'a'.repeat(65)}@demo.local`)).toBe(false);
  });
});
