import { describe, expect, it } from 'vitest';
import { takeAiToolMarker } from './login-marker';

const memory = (value: string | null) => {
  let stored = value;
  return { getItem: () => stored, removeItem: () => void (stored = null), peek: () => stored };
};

describe('takeAiToolMarker', () => {
  it('takes an AI tool marker once', () => {
    const s = memory('AiTool');
    expect(takeAiToolMarker(s)).toBe(true);
    expect(s.peek()).toBeNull();
    expect(takeAiToolMarker(s)).toBe(false);
  });
  it('leaves a member marker alone', () => {
    const s = memory('Member');
    expect(takeAiToolMarker(s)).toBe(false);
    expect(s.peek()).toBe('Member');
  });
});
