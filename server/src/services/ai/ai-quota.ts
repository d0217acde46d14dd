import { aiToolboxMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { giveQuota, spendable, takeQuota, type Spender } from '../quota/consume';

/** AI text generation (resource type 19, RSC-COM-AIGT; 000 §3) is counted per generation. */
export const AI_TEXT_RESOURCE_TYPE = 19;
export const AI_QUOTA_EXHAUSTED = 4033;

/** The company's count, with remaining as this spender may still use it (within any share). */
export async function aiTextQuota(db: Database, spender: Spender) {
  const q = await spendable(db, spender, AI_TEXT_RESOURCE_TYPE);
  return { resourceCode: q.resourceCode ?? 'RSC-COM-AIGT', used: q.used, total: q.total, remaining: q.remaining };
}

/** Takes one generation when every level has one left (001 §5 AI text; services/quota/consume.ts). */
export async function takeAiGeneration(db: Database, spender: Spender) {
  await takeQuota(db, spender, AI_TEXT_RESOURCE_TYPE, 1, {
    code: AI_QUOTA_EXHAUSTED,
    message: aiToolboxMessages.aiTextQuotaInsufficient,
  });
}

export async function giveBackAiGeneration(db: Database, spender: Spender) {
  await giveQuota(db, spender, AI_TEXT_RESOURCE_TYPE, 1);
}
