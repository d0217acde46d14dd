import { RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { giveQuota, takeQuota, type Spender } from '../quota/consume';

/** Business code when an interactive quota is used up (the spec shows none). */
export const TALK_QUOTA_SHORT = 4034;

export const INTERACTIVE_WAY_COUNT = RESOURCE_TYPES.interactiveWayCount;
export const DIGITAL_CARD = RESOURCE_TYPES.digitalCard;

/**
 * Takes one unit of a count quota for the project's owner (services/quota/consume.ts), so
 * concurrent creates cannot pass the capacity. A company without the quota has none of it (002 §3:
 * the quota is the entitlement).
 */
export async function takeQuotaUnit(db: Database, spender: Spender, resourceType: number, message: string) {
  await takeQuota(db, spender, resourceType, 1, { code: TALK_QUOTA_SHORT, message });
}

export async function giveQuotaUnits(db: Database, spender: Spender, resourceType: number, units = 1) {
  await giveQuota(db, spender, resourceType, units);
}
