import { describe, expect, it } from 'vitest';
import { tokenize } from '../segmenter';
import { decideFaq } from './decision';
import { buildFaqIndex, searchFaq } from './faq-index';
import { followUpQuery, isElliptical } from './follow-up';

describe('follow-up questions', () => {
  it('tells an elliptical question from a self-contained one', () => {
    for (const q of ['那节假日呢', '节假日呢', '那么周末呢', '还有停车的吗', '多少钱', '要多久？', '如果是外地人'])
      expect(isElliptical(q), q).toBe(true);
    for (const q of ['周末开门吗', '物业费怎么交呢', '停车场在哪里', '那里可以停车吗', '挂号', ''])
      expect(isElliptical(q), q).toBe(false);
  });

  it('carries the previous ask to a new topic, and the previous topic to a bare ask', () => {
    expect(followUpQuery('那复印呢', '借书证收费吗')).toBe('那复印呢 收费');
    expect(followUpQuery('那节假日呢', '周末开门吗')).toBe('那节假日呢 周末 开门');
    expect(followUpQuery('要多少钱', '怎么办理借书证')).toBe('要多少钱 借书 书证 借书证');
    expect(followUpQuery('停车场在哪里', '周末开门吗')).toBe('停车场在哪里');
    expect(followUpQuery('那节假日呢', undefined)).toBe('那节假日呢');
  });

  it('answers the follow-up from the previous turn', () => {
    const index = buildFaqIndex(
      [
        { id: 'new-card', questions: ['怎么办理借书证', '办借书证要带什么'] },
        { id: 'card-price', questions: ['办借书证要多少钱', '借书证收费吗'] },
        { id: 'print-price', questions: ['打印复印多少钱一张', '复印怎么收费'] },
      ],
      tokenize,
    );
    const decide = (q: string) => decideFaq(searchFaq(index, q, tokenize, 3));
    // Alone, 「要多少钱」 could be either price: the visitor is asked back.
    expect(decide('要多少钱').kind).toBe('suggest');
    expect(decide(followUpQuery('要多少钱', '怎么办理借书证'))).toMatchObject({
      kind: 'answer',
      match: { faqId: 'card-price' },
    });
    expect(decide(followUpQuery('那复印呢', '借书证收费吗'))).toMatchObject({
      kind: 'answer',
      match: { faqId: 'print-price' },
    });
  });
});
