import { knowledgeMessages, SUGGESTIONS_MAX, type AnswerChunk, type Suggestion } from '@portal/contracts';
import type { TextCheck } from '../safety/check-text';
import { flagged } from './flagged';
import type { FaqMatch } from './retrieval/faq-index';

/**
 * The choices of an unsure answer (「您是想问：」): the closest items, best first, by their standard
 * question. An item deleted since the training, or whose standard question the company's check
 * would refuse, is not offered. Pure.
 */
export function offeredChoices(
  matches: readonly FaqMatch[],
  standardQuestionOf: (faqId: string) => string | undefined,
  check: (text: string) => TextCheck,
): Suggestion[] {
  const offered: Suggestion[] = [];
  for (const m of matches) {
    const question = standardQuestionOf(m.faqId);
    if (question === undefined || flagged(question, check) || offered.some((o) => o.faqId === m.faqId)) continue;
    offered.push({ faqId: m.faqId, question });
    if (offered.length === SUGGESTIONS_MAX) break;
  }
  return offered;
}

/** The chunk that offers the choices. */
export const suggestChunk = (suggestions: Suggestion[]): AnswerChunk => ({
  source: 'suggest',
  content: knowledgeMessages.suggestPrompt,
  suggestions,
});

/**
 * What an answer chunk says aloud, and reads where choices cannot be tapped (a live room's
 * caption, a model's view of the conversation): the prompt, then each choice as a question —
 * 「您是想问：借书证怎么补办？借书证怎么续期？」. Other chunks say their content. Pure.
 */
export function spokenText(chunk: Pick<AnswerChunk, 'content' | 'suggestions'>): string {
  if (!chunk.suggestions?.length) return chunk.content;
  return chunk.content + chunk.suggestions.map((s) => `${s.question.replace(/[\s?？。.!！]+$/u, '')}？`).join('');
}
