import { describe, expect, it } from 'vitest';
import { highlightPieces } from './HighlightedText';
import { addSummary } from './labels';

describe('highlighting found words', () => {
  it('marks each range at its position and keeps the text whole', () => {
    const pieces = highlightPieces('欢迎来到賭 博现场，最好', [
      [4, 7],
      [10, 12],
    ]);
    expect(pieces).toEqual([
      { text: '欢迎来到', marked: false, at: 0 },
      { text: '賭 博', marked: true, at: 4 },
      { text: '现场，', marked: false, at: 7 },
      { text: '最好', marked: true, at: 10 },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe('欢迎来到賭 博现场，最好');
  });

  it('ignores ranges of an older text that no longer fit', () => {
    expect(
      highlightPieces('短', [
        [0, 1],
        [3, 5],
      ]),
    ).toEqual([{ text: '短', marked: true, at: 0 }]);
  });

  it('sums up an import', () => {
    expect(addSummary({ added: 3, duplicated: 1, invalid: 0 })).toBe('已添加3个，1个已存在');
  });
});
