import { and, eq, gte, sql } from 'drizzle-orm';
import { RESOURCE_TYPES } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyQuotas } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/** Business code when an interactive quota is used up (the spec shows none). */
export const TALK_QUOTA_SHORT = 4034;

export const INTERACTIVE_WAY_COUNT = RESOURCE_TYPES.interactiveWayCount;
export const DIGITAL_CARD = RESOURCE_TYPES.digitalCard;

/**
 * Takes one unit of a count quota in one conditional statement, so concurrent creates cannot pass
 * the capacity. A company without the quota has none of it (002 §3: the quota is the entitlement).
 */
export async function takeQuotaUnit(db: Database, companyId: string, resourceType: number, message: string) {
  const taken = await db
    .update(companyQuotas)
    .set({ used: sql`${companyQuotas.used} + 1`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, resourceType), gte(sql`${companyQuotas.capacity} - ${companyQuotas.used}`, 1)))
    .returning({ id: companyQuotas.id });
  if (taken.length === 0) throw DomainError.business(TALK_QUOTA_SHORT, message);
}

export async function giveQuotaUnits(db: Database, companyId: string, resourceType: number, units = 1) {
  if (units <= 0) return;
  await db
    .update(companyQuotas)
    .set({ used: sql`greatest(0, ${companyQuotas.used} - ${units})`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, resourceType)));
}
