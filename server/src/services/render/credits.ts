import { and, eq, gte, sql } from 'drizzle-orm';
import { RENDER_CREDIT_COST, renderRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyQuotas } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/** Video creation time (resource type 0, 000 §3) is the quota a render draws on. */
export const VIDEO_TIME_RESOURCE_TYPE = 0;
/** Business code when the quota does not cover a render (the spec shows none). */
export const QUOTA_SHORT = 4032;

/**
 * The spec prices a render by resolution (001 §9: 1080P = 6, 4K = 10) without a unit; ours is
 * "per started minute of video", taken from the company's video creation time quota.
 */
export const renderCredits = (resolution: keyof typeof RENDER_CREDIT_COST, durationMs: number) =>
  RENDER_CREDIT_COST[resolution] * Math.max(1, Math.ceil(durationMs / 60_000));

export async function remainingVideoCredits(db: Database, companyId: string) {
  const [row] = await db.select().from(companyQuotas).where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, VIDEO_TIME_RESOURCE_TYPE)));
  return row ? row.capacity - row.used : 0;
}

/** Takes credits in one conditional statement: concurrent submits cannot overdraw the quota. */
export async function reserveCredits(db: Database, companyId: string, credits: number) {
  const taken = await db
    .update(companyQuotas)
    .set({ used: sql`${companyQuotas.used} + ${credits}`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, VIDEO_TIME_RESOURCE_TYPE), gte(sql`${companyQuotas.capacity} - ${companyQuotas.used}`, credits)))
    .returning({ id: companyQuotas.id });
  if (taken.length === 0) throw DomainError.business(QUOTA_SHORT, renderRuleMessages.quotaShort);
}

export async function releaseCredits(db: Database, companyId: string, credits: number) {
  if (credits <= 0) return;
  await db
    .update(companyQuotas)
    .set({ used: sql`greatest(0, ${companyQuotas.used} - ${credits})`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, VIDEO_TIME_RESOURCE_TYPE)));
}
