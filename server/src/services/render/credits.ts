import { RENDER_CREDIT_COST, renderRuleMessages } from '@portal/contracts';
import { estimateScenesMs, type StudioScene } from '@portal/contracts/scene/index';
import type { Database } from '../../db/client';
import { giveQuota, spendable, takeQuota, type Spender } from '../quota/consume';

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

/**
 * What a submit reserves: the price of the length estimated the same way as the client's quota
 * pre-check (contracts/scene/generation-estimate.ts), so a pre-check that passes covers the submit.
 */
export const submitCredits = (resolution: keyof typeof RENDER_CREDIT_COST, scenes: readonly StudioScene[]) =>
  renderCredits(resolution, estimateScenesMs(scenes));

/** What the spender may still render: the company's quota, within the organisation's and member's shares. */
export async function remainingVideoCredits(db: Database, spender: Spender) {
  return (await spendable(db, spender, VIDEO_TIME_RESOURCE_TYPE)).remaining;
}

/** Takes credits atomically at every level (services/quota/consume.ts): concurrent submits cannot overdraw. */
export async function reserveCredits(db: Database, spender: Spender, credits: number) {
  await takeQuota(db, spender, VIDEO_TIME_RESOURCE_TYPE, credits, {
    code: QUOTA_SHORT,
    message: renderRuleMessages.quotaShort,
  });
}

export async function releaseCredits(db: Database, spender: Spender, credits: number) {
  await giveQuota(db, spender, VIDEO_TIME_RESOURCE_TYPE, credits);
}
