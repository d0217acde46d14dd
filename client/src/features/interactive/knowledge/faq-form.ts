import type { RouterOutputs } from '../../../lib/trpc';
import {
  FAQ_ANSWER_MAX,
  FAQ_ANSWERS_MAX,
  FAQ_QUESTION_MAX,
  FAQ_SIMILAR_MAX,
  knowledgeMessages,
} from '@portal/contracts';

/** A FAQ item as faq.faqList answers it; the form reads only these fields. */
export type FaqItem = Pick<
  RouterOutputs['faq']['faqList']['list'][number],
  'id' | 'standardQuestion' | 'similarQuestions' | 'standardAnswers' | 'isRecommend'
>;
/** One answer as the server keeps it: its text, and the canvas shown while it is spoken (002 §3). */
export type FaqAnswer = FaqItem['standardAnswers'][number];

/** The add/edit dialog's state: similar questions one per line, answers as their own inputs. */
export interface FaqDraft {
  standardQuestion: string;
  similarText: string;
  answers: FaqAnswer[];
  isRecommend: boolean;
}

export interface FaqDraftErrors {
  standardQuestion?: string;
  similarText?: string;
  answers: (string | undefined)[];
}

export const emptyDraft = (): FaqDraft => ({
  standardQuestion: '',
  similarText: '',
  answers: [{ text: '' }],
  isRecommend: false,
});

export const draftOf = (item: FaqItem): FaqDraft => ({
  standardQuestion: item.standardQuestion,
  similarText: item.similarQuestions.join('\n'),
  answers: item.standardAnswers.length > 0 ? item.standardAnswers.map((a) => ({ ...a })) : [{ text: '' }],
  isRecommend: item.isRecommend,
});

const similarOf = (text: string) =>
  text
    .split('\n')
    .map((q) => q.trim())
    .filter(Boolean);
// The import's wording, so the dialog and a refused row say the same.
const tooLong = (max: number) => knowledgeMessages.tooLong.replace('{max}', String(max));

/** Pure: what is wrong with a draft, by field, with the limits of 002 §5 and the contract. */
export function validateDraft(draft: FaqDraft): FaqDraftErrors {
  const errors: FaqDraftErrors = {
    answers: draft.answers.map((a) =>
      !a.text.trim() ? '请输入答案' : a.text.trim().length > FAQ_ANSWER_MAX ? tooLong(FAQ_ANSWER_MAX) : undefined,
    ),
  };
  const question = draft.standardQuestion.trim();
  if (!question) errors.standardQuestion = '请输入标准问题';
  else if (question.length > FAQ_QUESTION_MAX) errors.standardQuestion = tooLong(FAQ_QUESTION_MAX);
  const similar = similarOf(draft.similarText);
  const long = similar.findIndex((q) => q.length > FAQ_QUESTION_MAX);
  if (long >= 0) errors.similarText = `第${long + 1}行${tooLong(FAQ_QUESTION_MAX)}`;
  else if (similar.length > FAQ_SIMILAR_MAX) errors.similarText = `相似问题最多${FAQ_SIMILAR_MAX}个`;
  return errors;
}

export const draftIsValid = (errors: FaqDraftErrors) =>
  !errors.standardQuestion && !errors.similarText && errors.answers.every((e) => !e);

export const canAddAnswer = (draft: FaqDraft) => draft.answers.length < FAQ_ANSWERS_MAX;

/** Pure: the fields create and update send; an answer's canvas travels with it unchanged. */
export function fieldsOf(draft: FaqDraft) {
  return {
    standardQuestion: draft.standardQuestion.trim(),
    similarQuestions: similarOf(draft.similarText),
    standardAnswers: draft.answers.map((a) =>
      a.canvasData === undefined ? a.text.trim() : { text: a.text.trim(), canvasData: a.canvasData },
    ),
    isRecommend: draft.isRecommend,
  };
}

/** Pure: the items whose standard or similar questions or answers contain the search, case-insensitive. */
export function filterFaq(items: readonly FaqItem[], search: string): FaqItem[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...items];
  const has = (text: string) => text.toLowerCase().includes(needle);
  return items.filter(
    (i) => has(i.standardQuestion) || i.similarQuestions.some(has) || i.standardAnswers.some((a) => has(a.text)),
  );
}
