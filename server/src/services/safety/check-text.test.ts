import { describe, expect, it } from 'vitest';
import { checkText, CHECK_TEXT_MAX } from './check-text';

describe('text pre-review', () => {
  it('passes plain text', () => {
    expect(checkText('欢迎了解我们的新产品，今天为您介绍三个功能。')).toMatchObject({
      level: 'NORMAL',
      riskWords: [],
      matchCharacterIndexs: [],
    });
  });

  it('flags advertising risk words with their ranges', () => {
    const result = checkText('这是全网最低价，效果最好，最好的选择。');
    expect(result.level).toBe('RISK');
    // 全网最低价 is one word of the lexicon: the longest match wins.
    expect(result.riskWords.sort()).toEqual(['全网最低价', '最好'].sort());
    expect(result.matchCharacterIndexs).toEqual([
      [2, 7],
      [10, 12],
      [13, 15],
    ]);
    // Eight characters either side of each match.
    expect(result.contexts).toEqual([
      '这是全网最低价，效果最好，最好',
      '全网最低价，效果最好，最好的选择。',
      '低价，效果最好，最好的选择。',
    ]);
  });

  it('ranks sensitive words above risk words', () => {
    expect(checkText('最好的博彩平台').level).toBe('SENSITIVE');
  });

  it('finds spaced, starred and traditional forms at their original positions', () => {
    const result = checkText('欢迎来到賭 * 博现场');
    expect(result).toMatchObject({ level: 'SENSITIVE', sensitiveWords: ['赌博'], matchCharacterIndexs: [[4, 9]] });
    expect(result.matches[0]).toMatchObject({
      text: '賭 * 博',
      word: '赌博',
      category: 'gambling',
      source: 'platform',
    });
  });

  it('reads only the first 10000 characters', () => {
    expect(checkText(`${'好'.repeat(CHECK_TEXT_MAX)}赌博`).level).toBe('NORMAL');
  });
});
