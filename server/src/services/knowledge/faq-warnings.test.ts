import { describe, expect, it } from 'vitest';
import { checkText } from '../safety/check-text';
import { faqSafetyWarnings, sheetSafetyWarnings } from './faq-warnings';
import { flagged } from './flagged';

describe('FAQ save-time warnings', () => {
  it('warns exactly where answering would be blocked', () => {
    const texts = ['给小朋友办证要带什么', '办假证吗', '禁止携带枪支、弹药', '出售枪支', '全网最低价'];
    for (const text of texts) {
      const warned = faqSafetyWarnings(
        { standardQuestion: text, similarQuestions: [], standardAnswers: [] },
        checkText,
      );
      expect(warned.length > 0, text).toBe(flagged(text));
    }
  });

  it('counts the position in characters a person sees, past emoji', () => {
    const [warning] = faqSafetyWarnings(
      { standardQuestion: '你好', similarQuestions: [], standardAnswers: [{ text: '😀😀出售冰毒' }] },
      checkText,
    );
    expect(warning).toMatchObject({ field: 'standardAnswers', index: 0, start: 4, end: 8, word: '出售冰毒' });
    expect(warning!.message).toBe('答案1第3个字起含有敏感词「出售冰毒」，访客提问时将无法得到此答案');
  });

  it('reports an imported sheet by row, the first 100 and their count', () => {
    const items = Array.from({ length: 120 }, (_, i) => ({
      row: i + 2,
      standardQuestion: `问题${i}`,
      similarQuestions: [],
      answers: ['办假证'],
    }));
    const { warnings, warningCount } = sheetSafetyWarnings(items, checkText);
    expect(warningCount).toBe(120);
    expect(warnings).toHaveLength(100);
    expect(warnings![0]!.message).toBe('第2行答案1第1个字起含有敏感词「办假证」，访客提问时将无法得到此答案');
    expect(
      sheetSafetyWarnings([{ standardQuestion: '你好', similarQuestions: [], answers: ['您好'] }], checkText),
    ).toEqual({});
  });
});
