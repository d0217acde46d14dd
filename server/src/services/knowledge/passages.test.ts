import { describe, expect, it } from 'vitest';
import { splitPassages } from './passages';

describe('splitPassages', () => {
  it('cuts between sentences, never across a page, and keeps every character', () => {
    const sentence = (n: number) => `第${n}句说明产品的一个特点，内容不长。`;
    const page1 = Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join('');
    const page2 = '第二页只有一句话！';
    const passages = splitPassages([page1, page2], 100);
    for (const p of passages) {
      expect([...p.text].length).toBeLessThanOrEqual(100);
      // Every passage ends where a sentence does.
      expect(p.text).toMatch(/[。！]$/);
    }
    expect(
      passages
        .filter((p) => p.page === 1)
        .map((p) => p.text)
        .join(''),
    ).toBe(page1);
    expect(passages.filter((p) => p.page === 2)).toEqual([{ page: 2, text: page2 }]);
    // Passages are filled: none could have taken the next one's first sentence.
    const first = passages.filter((p) => p.page === 1);
    for (let i = 0; i + 1 < first.length; i++) {
      const next = /^[^。]*。/.exec(first[i + 1]!.text)![0];
      expect([...first[i]!.text].length + [...next].length).toBeGreaterThan(100);
    }
  });

  it('keeps closing quotes with their sentence and does not cut decimals', () => {
    const passages = splitPassages(['他说：“保修三年。”电池容量为3.5千瓦时。Warranty: 3.5 years. Call us.'], 20);
    expect(passages.map((p) => p.text)).toEqual([
      '他说：“保修三年。”',
      '电池容量为3.5千瓦时。',
      'Warranty: 3.5 years.',
      'Call us.',
    ]);
  });

  it('cuts a sentence longer than a passage into pieces and skips empty pages', () => {
    const long = '甲'.repeat(250);
    expect(splitPassages(['', long, '  '], 100)).toEqual([
      { page: 2, text: '甲'.repeat(100) },
      { page: 2, text: '甲'.repeat(100) },
      { page: 2, text: '甲'.repeat(50) },
    ]);
  });
});
