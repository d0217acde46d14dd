import { speechRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';

/**
 * Ours (001 silent): a user may audition 30 voices a minute, which going down a voice list by hand
 * never reaches, and a company 300: a cloud voice costs the platform per character, and an
 * audition of a voice not heard before reaches the cloud. Repeats are read from the speech cache.
 */
export const AUDITION_USER_RULE: RateRule = { name: 'voice-audition-user', limit: 30, windowMs: 60_000 };
export const AUDITION_COMPANY_RULE: RateRule = { name: 'voice-audition-company', limit: 300, windowMs: 60_000 };

export async function limitAuditions(db: Database, companyId: string, userId: string) {
  await enforce(
    db,
    [
      [AUDITION_USER_RULE, userId],
      [AUDITION_COMPANY_RULE, companyId],
    ],
    () => DomainError.tooManyRequests(speechRuleMessages.auditionTooFrequent),
  );
}
