import { commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { enforce, type RateRule } from '../rate-limit/rate-limit';

/**
 * Public event reports per IP. A page sends a batch of 10 events at a time (000 §9), a few a minute;
 * 120 batches a minute leaves room for a busy office behind one address and stops a flood.
 */
export const DATAREPORT_IP_RULE: RateRule = { name: 'datareport-ip', limit: 120, windowMs: 60_000 };

export const throttleReports = (db: Database, ip: string) =>
  enforce(db, [[DATAREPORT_IP_RULE, ip]], () => DomainError.tooManyRequests(commonMessages.tooManyRequests));
