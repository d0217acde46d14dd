import { describe, expect, it } from 'vitest';
import type { TextCheck } from '../safety/check-text';
import { offeredChoices, spokenText, suggestChunk } from './suggestions';

const check = (text: string): TextCheck => ({
  level: text.includes('赌') ? 'SENSITIVE' : 'NORMAL',
  riskWords: [],
  sensitiveWords: [],
  matchCharacterIndexs: [],
  contexts: [],
  matches: [],
});
const match = (faqId: string, score = 0.25) => ({ faqId, question: `indexed ${faqId}`, score, coverage: 0.5, gap: 0 });

describe('the choices of an unsure answer', () => {
  const standard = new Map([
    ['a', '借书证怎么续期'],
    ['b', '借书证丢了怎么办？'],
    ['c', '借书证可以赌博吗'],
    ['d', '借书证要年费吗'],
    ['e', '图书馆几点开门'],
  ]);
  const of = (id: string) => standard.get(id);

  it('offers at most three items by their standard question, best first', () => {
    expect(
      offeredChoices(
        ['a', 'b', 'd', 'e'].map((id) => match(id)),
        of,
        check,
      ),
    ).toEqual([
      { faqId: 'a', question: '借书证怎么续期' },
      { faqId: 'b', question: '借书证丢了怎么办？' },
      { faqId: 'd', question: '借书证要年费吗' },
    ]);
  });

  it('leaves out a deleted item, a repeat and a standard question the safety check refuses', () => {
    expect(offeredChoices([match('gone'), match('a'), match('a'), match('c'), match('e')], of, check)).toEqual([
      { faqId: 'a', question: '借书证怎么续期' },
      { faqId: 'e', question: '图书馆几点开门' },
    ]);
    expect(offeredChoices([match('c')], of, check)).toEqual([]);
  });

  it('says the prompt and each choice as a question', () => {
    const chunk = suggestChunk([
      { faqId: 'a', question: '借书证怎么续期' },
      { faqId: 'b', question: '借书证丢了怎么办？' },
    ]);
    expect(chunk).toMatchObject({ source: 'suggest', content: '您是想问：' });
    expect(spokenText(chunk)).toBe('您是想问：借书证怎么续期？借书证丢了怎么办？');
    expect(spokenText({ content: '每天九点开门。' })).toBe('每天九点开门。');
  });
});
