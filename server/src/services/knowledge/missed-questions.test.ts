import { describe, expect, it } from 'vitest';
import { groupMissed, questionKey } from './missed-questions';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12, 0) - minutesAgo * 60_000);
const row = (
  question: string,
  minutesAgo: number,
  extra: Partial<Parameters<typeof groupMissed>[0][number]> = {},
): Parameters<typeof groupMissed>[0][number] => ({
  question,
  outcome: 'unanswered',
  suggestions: [],
  resolvedFaqId: null,
  choicesDeclined: false,
  createdAt: at(minutesAgo),
  ...extra,
});

describe('missed questions', () => {
  const items = new Map([
    ['a', '借书证怎么续期'],
    ['b', '借书证丢了怎么办'],
  ]);

  it('groups a question by its text whatever its punctuation, width and case', () => {
    expect(questionKey(' 借书证，怎么办？ ')).toBe(questionKey('借书证怎么办'));
    expect(questionKey('ＷｉＦｉ密码')).toBe(questionKey('wifi密码'));
  });

  it('counts repeats, keeps the latest wording and choices, most asked first', () => {
    const list = groupMissed(
      [
        row('借书证的事情？', 1, {
          outcome: 'suggested',
          suggestions: [
            { faqId: 'b', question: '借书证丢失了怎么办' },
            { faqId: 'gone', question: '已删除的问题' },
          ],
        }),
        row('火星上有没有水', 2),
        row('借书证的事情', 3, { outcome: 'suggested', resolvedFaqId: 'a' }),
        row('借书证的事情', 4),
        row('火星上有没有水', 5, { outcome: 'suggested', choicesDeclined: true }),
      ],
      items,
      new Set(),
    );
    expect(list).toEqual([
      {
        question: '借书证的事情？',
        count: 3,
        lastAskedAt: at(1),
        outcome: 'suggested',
        // Items still in the FAQ only, by their standard question now.
        suggestions: [{ faqId: 'b', question: '借书证丢了怎么办' }],
        pickedFaqId: 'a',
        declined: false,
      },
      {
        question: '火星上有没有水',
        count: 2,
        lastAskedAt: at(2),
        outcome: 'unanswered',
        suggestions: [],
        pickedFaqId: null,
        // An older ask of it got 都不是: the group says so whatever its latest outcome.
        declined: true,
      },
    ]);
  });

  it("leaves out a question that is now one of an item's questions", () => {
    const known = new Set([questionKey('借书证的事情')]);
    expect(
      groupMissed([row('借书证的事情？', 1), row('火星上有没有水', 2)], items, known).map((m) => m.question),
    ).toEqual(['火星上有没有水']);
  });
});
