import { describe, expect, it } from 'vitest';
import { checkText, CHECK_TEXT_MAX } from './check-text';

describe('text pre-review', () => {
  it('passes plain text', () => {
    expect(checkText('欢迎了解我们的新产品，今天为您介绍三个功能。')).toMatchObject({ level: 'NORMAL', riskWords: [], matchCharacterIndexs: [] });
  });

  it('flags advertising risk words with their ranges', () => {
    const result = checkText('这是全网最低价，效果最好，最好的选择。');
    expect(result.level).toBe('RISK');
    expect(result.riskWords.sort()).toEqual(['全网最低', '最好'].sort());
    expect(result.matchCharacterIndexs).toEqual([[2, 6], [10, 12], [13, 15]]);
  });

  it('ranks sensitive words above risk words', () => {
    expect(checkText('最好的博彩平台').level).toBe('SENSITIVE');
  });

  it('reads only the first 10000 characters', () => {
    expect(checkText(`${'好'.repeat(CHECK_TEXT_MAX)}赌博`).level).toBe('NORMAL');
  });
});
