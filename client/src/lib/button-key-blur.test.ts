import { describe, expect, it } from 'vitest';
import { isButtonActivationKey, isButtonLike } from './button-key-blur';

const el = (tagName: string, attrs: Record<string, string> = {}) => ({
  tagName,
  getAttribute: (name: string) => attrs[name] ?? null,
});

describe('the Enter/Space blur rule (000 §5)', () => {
  it('reacts to Enter and Space only', () => {
    expect(isButtonActivationKey('Enter')).toBe(true);
    expect(isButtonActivationKey(' ')).toBe(true);
    expect(isButtonActivationKey('Tab')).toBe(false);
    expect(isButtonActivationKey('a')).toBe(false);
  });

  it('applies to buttons, button inputs and role=button, not to text fields or links', () => {
    expect(isButtonLike(el('BUTTON'))).toBe(true);
    expect(isButtonLike(el('INPUT', { type: 'submit' }))).toBe(true);
    expect(isButtonLike(el('DIV', { role: 'button' }))).toBe(true);
    expect(isButtonLike(el('INPUT', { type: 'text' }))).toBe(false);
    expect(isButtonLike(el('A'))).toBe(false);
    expect(isButtonLike(null)).toBe(false);
  });
});
