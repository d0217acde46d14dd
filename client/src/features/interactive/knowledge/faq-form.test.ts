import { describe, expect, it } from 'vitest';
import { draftIsValid, draftOf, emptyDraft, fieldsOf, filterFaq, validateDraft, type FaqItem } from './faq-form';

const item = (over: Partial<FaqItem> = {}): FaqItem => ({
  id: '1',
  standardQuestion: '营业时间',
  similarQuestions: ['几点开门'],
  standardAnswers: [{ text: '九点到九点' }],
  isRecommend: false,
  ...over,
});

describe('FAQ dialog draft', () => {
  it('refuses an empty question and an empty answer, accepts a filled one', () => {
    const errors = validateDraft(emptyDraft());
    expect(errors.standardQuestion).toBe('请输入标准问题');
    expect(errors.answers).toEqual(['请输入答案']);
    expect(draftIsValid(errors)).toBe(false);
    expect(draftIsValid(validateDraft(draftOf(item())))).toBe(true);
  });

  it('holds questions to 250 and answers to 500 characters, naming the similar question line', () => {
    const draft = {
      ...emptyDraft(),
      standardQuestion: '问'.repeat(251),
      similarText: `好的\n\n${'问'.repeat(251)}`,
      answers: [{ text: '答'.repeat(500) }, { text: '答'.repeat(501) }],
    };
    const errors = validateDraft(draft);
    expect(errors.standardQuestion).toBe('超过250个字符');
    expect(errors.similarText).toBe('第2行超过250个字符');
    expect(errors.answers).toEqual([undefined, '超过500个字符']);
  });

  it('sends similar questions one per line without blanks, and keeps an answer canvas', () => {
    const canvas = { scene: 1 };
    const draft = draftOf(item({ standardAnswers: [{ text: '有画面', canvasData: canvas }, { text: '没有' }] }));
    draft.similarText = ' 几点开门 \n\n晚上几点关门\n';
    draft.answers[1]!.text = ' 改过 ';
    expect(fieldsOf(draft)).toEqual({
      standardQuestion: '营业时间',
      similarQuestions: ['几点开门', '晚上几点关门'],
      standardAnswers: [{ text: '有画面', canvasData: canvas }, '改过'],
      isRecommend: false,
    });
  });
});

describe('FAQ search', () => {
  it('matches standard and similar questions and answers, ignoring case', () => {
    const items = [
      item(),
      item({ id: '2', standardQuestion: 'WiFi密码', similarQuestions: [], standardAnswers: [{ text: '前台询问' }] }),
    ];
    expect(filterFaq(items, 'wifi').map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(items, '开门').map((i) => i.id)).toEqual(['1']);
    expect(filterFaq(items, '前台').map((i) => i.id)).toEqual(['2']);
    expect(filterFaq(items, '  ')).toHaveLength(2);
  });
});
