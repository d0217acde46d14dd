import { cardMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';

/**
 * Ours (002 silent): a visitor may ask 20 questions a minute (typed or spoken), one every three
 * seconds, which nobody talking reaches; a card takes 3000 a minute from all its visitors together,
 * which bounds what a flood of forged visitors can spend of the company's model and speech budget.
 */
export const VISITOR_QUESTION_RULE: RateRule = { name: 'card-question-visitor', limit: 20, windowMs: 60_000 };
export const CARD_QUESTION_RULE: RateRule = { name: 'card-question-card', limit: 3000, windowMs: 60_000 };

/** Counts a card question against the visitor and the card; refuses with the card's wording when over. */
export async function limitCardQuestions(db: Database, projectId: string, visitorId: string) {
  await enforce(
    db,
    [
      [VISITOR_QUESTION_RULE, `${projectId}:${visitorId}`],
      [CARD_QUESTION_RULE, projectId],
    ],
    () => DomainError.tooManyRequests(cardMessages.tooManyQuestions),
  );
}
