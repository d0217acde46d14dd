import { describe, expect, it } from 'vitest';
import { proposedItem, withSimilar, type MissedQuestion } from './missed';

const missed = (extra: Partial<MissedQuestion> = {}): MissedQuestion => ({
  question: '我想问借书证的事情',
  count: 2,
  lastAskedAt: new Date(),
  outcome: 'suggested',
  suggestions: [
    { faqId: 'a', question: '借书证过期怎么续期' },
    { faqId: 'b', question: '借书证丢失怎么补办' },
  ],
  pickedFaqId: null,
  declined: false,
  ...extra,
});

describe('adding a missed question to an item', () => {
  const items = [{ id: 'a' }, { id: 'b' }];

  it('proposes the tapped choice, else the first one offered unless a visitor said 都不是, else none', () => {
    expect(proposedItem(missed({ pickedFaqId: 'b' }), items)).toBe('b');
    expect(proposedItem(missed(), items)).toBe('a');
    expect(proposedItem(missed({ declined: true }), items)).toBeNull();
    expect(proposedItem(missed({ declined: true, pickedFaqId: 'b' }), items)).toBe('b');
    expect(proposedItem(missed(), [{ id: 'b' }])).toBe('b');
    expect(proposedItem(missed({ outcome: 'unanswered', suggestions: [] }), items)).toBeNull();
  });

  it("adds the question to the item's similar questions once, within the limit", () => {
    expect(withSimilar({ similarQuestions: ['丢了怎么办'] }, ' 我想问借书证的事情 ')).toEqual({
      similarQuestions: ['丢了怎么办', '我想问借书证的事情'],
    });
    expect(withSimilar({ similarQuestions: ['我想问借书证的事情'] }, '我想问借书证的事情')).toEqual({
      similarQuestions: ['我想问借书证的事情'],
    });
    expect(withSimilar({ similarQuestions: Array.from({ length: 100 }, (_, i) => `问${i}`) }, '新问题')).toEqual({
      refused: '该问答的相似问题已达100条上限',
    });
  });
});
