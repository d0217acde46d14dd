import { describe, expect, it } from 'vitest';
import { tokenize } from '../segmenter';
import { DECISION, decideFaq, MAX_SUGGESTIONS } from './decision';
import { buildFaqIndex, searchFaq, type FaqMatch } from './faq-index';

const match = (faqId: string, score: number, coverage = score, gap = 0): FaqMatch => ({
  faqId,
  question: faqId,
  score,
  coverage,
  gap,
});

describe('the FAQ decision', () => {
  it('answers a clear best item', () => {
    expect(decideFaq([match('a', 0.8), match('b', 0.3)])).toEqual({ kind: 'answer', match: match('a', 0.8) });
  });

  it('asks back when two items are nearly as good', () => {
    const decision = decideFaq([match('a', 0.62), match('b', 0.58), match('c', 0.5), match('d', 0.45)]);
    expect(decision.kind).toBe('suggest');
    if (decision.kind === 'suggest') {
      expect(decision.matches.map((m) => m.faqId)).toEqual(['a', 'b', 'c']);
      expect(decision.matches.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    }
  });

  it('does not answer when the best item holds too little of the question', () => {
    expect(decideFaq([match('a', 0.7, DECISION.coverageFrom - 0.05)]).kind).not.toBe('answer');
  });

  it('asks back when the best item lacks what the question is about', () => {
    expect(decideFaq([match('a', 0.9, 0.9, 1), match('b', 0.2)]).kind).toBe('suggest');
    expect(decideFaq([match('a', 0.9, 0.9, 0), match('b', 0.2)]).kind).toBe('answer');
  });

  it('asks back when the second item holds the question as well (the question does not tell them apart)', () => {
    const decision = decideFaq([match('a', 0.9, 1), match('b', 0.6, 1)]);
    expect(decision).toEqual({ kind: 'suggest', matches: [match('a', 0.9, 1), match('b', 0.6, 1)] });
  });

  it('offers only items close to the best one', () => {
    const decision = decideFaq([match('a', 0.35), match('b', 0.1)]);
    expect(decision).toEqual({ kind: 'suggest', matches: [match('a', 0.35)] });
  });

  it('answers nothing when nothing is close', () => {
    expect(decideFaq([])).toEqual({ kind: 'none' });
    expect(decideFaq([match('a', 0.1), match('b', 0.05)])).toEqual({ kind: 'none' });
    // Close in confidence through a shared common word, but holding little of the question.
    expect(decideFaq([match('a', 0.4, 0.1)])).toEqual({ kind: 'none' });
  });

  it('decides on real retrieval: answer, suggest and none', () => {
    const index = buildFaqIndex(
      [
        { id: 'lost-card', questions: ['借书证丢了怎么补办', '读者证遗失怎么办'] },
        { id: 'new-card', questions: ['怎么办理借书证', '办借书证要带什么'] },
        { id: 'hours', questions: ['图书馆开放时间', '几点开门'] },
        { id: 'wifi', questions: ['馆内有无线网络吗', 'wifi密码是多少'] },
      ],
      tokenize,
    );
    const decide = (q: string) => decideFaq(searchFaq(index, q, tokenize, MAX_SUGGESTIONS));
    expect(decide('借书证不见了怎么补')).toMatchObject({ kind: 'answer', match: { faqId: 'lost-card' } });
    const unsure = decide('借书证');
    expect(unsure.kind).toBe('suggest');
    if (unsure.kind === 'suggest') expect(unsure.matches.map((m) => m.faqId).sort()).toEqual(['lost-card', 'new-card']);
    expect(decide('火星上有没有水').kind).toBe('none');
  });
});
