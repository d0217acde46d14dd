import { describe, expect, it } from 'vitest';
import { SUBTITLE_MAX, splitSentences } from './sentences';

const visible = (s: string) => [...s.replace(/[\s，,。！？!?；;、：:…]/g, '')].length;

describe('a clause too long for one subtitle line', () => {
  it('is cut at word boundaries into lines of near-equal length, never leaving a lone character', () => {
    const clause = '欢迎使用我们全新的智能平台为您的企业带来高效便捷的数字化服务体验';
    const lines = splitSentences(clause);
    expect(lines.join('')).toBe(clause);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(visible(line)).toBeLessThanOrEqual(SUBTITLE_MAX);
    // No word is torn across two lines.
    for (const word of ['平台', '企业', '高效', '便捷', '服务', '体验'])
      expect(lines.some((line) => line.includes(word))).toBe(true);
    const lengths = lines.map(visible);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(3);
  });

  it('sixteen characters become two lines of about eight, not fifteen and one', () => {
    const lines = splitSentences('欢迎使用我们全新的智能平台产品线');
    expect(lines).toEqual(['欢迎使用我们全新', '的智能平台产品线']);
  });

  it('text with no word boundaries still keeps every line within the limit', () => {
    const lines = splitSentences('a'.repeat(40));
    expect(lines.join('')).toBe('a'.repeat(40));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(SUBTITLE_MAX);
    expect(lines).toHaveLength(3);
  });

  it('leaves clauses within the limit as they are', () => {
    expect(splitSentences('你好，欢迎光临。今天天气很好！')).toEqual(['你好，欢迎光临。', '今天天气很好！']);
  });
});
