import { FAQ_SIMILAR_MAX } from '@portal/contracts';
import type { RouterOutputs } from '../../../lib/trpc';
import type { FaqItem } from './faq-form';

/** A visitor question the FAQ did not answer for sure, as faq.missedQuestions lists it. */
export type MissedQuestion = RouterOutputs['faq']['missedQuestions']['list'][number];

/**
 * The item a missed question is proposed for: the choice a visitor tapped after it, else the first
 * choice it was offered (unless a visitor answered 都不是 to them: by their word none fits), else
 * none (the editor picks one). Only an item still in the FAQ. Pure.
 */
export function proposedItem(missed: MissedQuestion, items: readonly Pick<FaqItem, 'id'>[]): string | null {
  const ids = new Set(items.map((i) => i.id));
  const offered = missed.declined ? [] : missed.suggestions.map((s) => s.faqId);
  const candidates = [missed.pickedFaqId, ...offered];
  return candidates.find((id): id is string => id !== null && ids.has(id)) ?? null;
}

/**
 * The item's similar questions with the question added (the FAQ update call's input), or the
 * reason it cannot be: the item is full. A question it already holds is not added twice. Pure.
 */
export function withSimilar(
  item: Pick<FaqItem, 'similarQuestions'>,
  question: string,
): { similarQuestions: string[] } | { refused: string } {
  const q = question.trim();
  if (item.similarQuestions.includes(q)) return { similarQuestions: item.similarQuestions };
  if (item.similarQuestions.length >= FAQ_SIMILAR_MAX)
    return { refused: `该问答的相似问题已达${FAQ_SIMILAR_MAX}条上限` };
  return { similarQuestions: [...item.similarQuestions, q] };
}
