import { cardMessages, commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';

/*
 * Limits of the public card calls (ours; 002 is silent). A card page asks for a visitor id once per
 * browser and keeps it, so an address asking for 30 a minute is scripting, while a company's card
 * shared in a group chat may see a few hundred new visitors a minute. Contact details are left once
 * or twice per visit; cost reports are sent every few seconds of a call at most.
 */
export const VISITOR_ISSUE_IP_RULE: RateRule = { name: 'applet-visitor-ip', limit: 30, windowMs: 60_000 };
export const VISITOR_ISSUE_CARD_RULE: RateRule = { name: 'applet-visitor-card', limit: 600, windowMs: 60_000 };
export const LEAD_VISITOR_RULE: RateRule = { name: 'applet-lead-visitor', limit: 3, windowMs: 600_000 };
export const LEAD_CARD_RULE: RateRule = { name: 'applet-lead-card', limit: 100, windowMs: 600_000 };
export const COST_REPORT_VISITOR_RULE: RateRule = { name: 'applet-cost-visitor', limit: 30, windowMs: 60_000 };
export const COST_REPORT_CARD_RULE: RateRule = { name: 'applet-cost-card', limit: 3000, windowMs: 60_000 };

const tooMany = () => DomainError.tooManyRequests(commonMessages.tooManyRequests);
const tooManyQuestions = () => DomainError.tooManyRequests(cardMessages.tooManyQuestions);

/** Counts a hit on each (rule, subject) and refuses with 429 when any is over; questions get their own words. */
export const enforceCardLimits = (
  db: Database,
  checks: readonly (readonly [RateRule, string])[],
  wording: 'common' | 'questions' = 'common',
) => enforce(db, checks, wording === 'questions' ? tooManyQuestions : tooMany);
