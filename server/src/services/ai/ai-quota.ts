import { and, eq, gte, sql } from 'drizzle-orm';
import { aiToolboxMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companyQuotas } from '../../db/schema/index';
import { DomainError } from '../domain-error';

/** AI text generation (resource type 19, RSC-COM-AIGT; 000 §3) is counted per generation. */
export const AI_TEXT_RESOURCE_TYPE = 19;
export const AI_QUOTA_EXHAUSTED = 4033;

export async function aiTextQuota(db: Database, companyId: string) {
  const [row] = await db.select().from(companyQuotas).where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, AI_TEXT_RESOURCE_TYPE)));
  const total = row?.capacity ?? 0;
  const used = row?.used ?? 0;
  return { resourceCode: row?.resourceCode ?? 'RSC-COM-AIGT', used, total, remaining: Math.max(0, total - used) };
}

/** Takes one generation when used is below total (001 §5 AI text), in one conditional statement. */
export async function takeAiGeneration(db: Database, companyId: string) {
  const taken = await db
    .update(companyQuotas)
    .set({ used: sql`${companyQuotas.used} + 1`, updatedAt: new Date() })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, AI_TEXT_RESOURCE_TYPE), gte(sql`${companyQuotas.capacity} - ${companyQuotas.used}`, 1)))
    .returning({ id: companyQuotas.id });
  if (taken.length === 0) throw DomainError.business(AI_QUOTA_EXHAUSTED, aiToolboxMessages.aiTextQuotaInsufficient);
}

export async function giveBackAiGeneration(db: Database, companyId: string) {
  await db
    .update(companyQuotas)
    .set({ used: sql`greatest(0, ${companyQuotas.used} - 1)` })
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, AI_TEXT_RESOURCE_TYPE)));
}
