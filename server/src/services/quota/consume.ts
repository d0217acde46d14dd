import { and, eq, gte, sql } from 'drizzle-orm';
import { organizationRuleMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import {
  companyQuotas,
  organizationMembers,
  organizationQuotas,
  organizations,
  organizationUserQuotas,
} from '../../db/schema/index';
import { DomainError } from '../domain-error';

/*
 * The one way quota is spent and given back. A company's quota may be shared out to its
 * organisations and an organisation's share to its members (services/organizations/quota-shares.ts;
 * 002 §7 quotas and limits, the rules are ours). Spending by a member draws on every level that has
 * a share of the resource set: the company's quota always, the member's organisation's share when
 * the organisation has one, the member's own share when the member has one. A level without a share
 * of that resource does not limit it. All levels are taken in one transaction by conditional updates
 * (used + units <= capacity), company → organisation → member, so concurrent spenders queue on the
 * same rows and never overdraw any level; a refusal at any level rolls the others back.
 */

/** Who spends: the company always; the user when a person (not the platform) spends. */
export interface Spender {
  companyId: string;
  userId: string | null;
}

/** What the caller answers when the company's own quota does not cover the spending. */
export interface Refusal {
  code: number;
  message: string;
}

/** The organisation a user belongs to, only within the spender's company (never another's). */
async function memberOrg(db: Database, spender: Spender): Promise<string | null> {
  if (!spender.userId) return null;
  const [row] = await db
    .select({ orgId: organizationMembers.orgId })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(and(eq(organizationMembers.userId, spender.userId), eq(organizations.companyId, spender.companyId)));
  return row?.orgId ?? null;
}

async function companyRow(db: Database, companyId: string, resourceType: number) {
  const [row] = await db
    .select()
    .from(companyQuotas)
    .where(and(eq(companyQuotas.companyId, companyId), eq(companyQuotas.resourceType, resourceType)))
    .orderBy(companyQuotas.resourceCode)
    .limit(1);
  return row ?? null;
}

/**
 * Takes units of a resource for a spender, or throws: the caller's refusal when the company's
 * quota is short, the share messages when the organisation's or the member's share is.
 */
export async function takeQuota(db: Database, spender: Spender, resourceType: number, units: number, refusal: Refusal) {
  if (units <= 0) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await companyRow(t, spender.companyId, resourceType);
    if (!row) throw DomainError.business(refusal.code, refusal.message);
    const taken = await t
      .update(companyQuotas)
      .set({ used: sql`${companyQuotas.used} + ${units}`, updatedAt: new Date() })
      .where(and(eq(companyQuotas.id, row.id), gte(sql`${companyQuotas.capacity} - ${companyQuotas.used}`, units)))
      .returning({ id: companyQuotas.id });
    if (taken.length === 0) throw DomainError.business(refusal.code, refusal.message);
    const orgId = await memberOrg(t, spender);
    if (!orgId) return;
    const code = row.resourceCode;
    const orgShare = and(eq(organizationQuotas.orgId, orgId), eq(organizationQuotas.resourceCode, code));
    const orgTaken = await t
      .update(organizationQuotas)
      .set({ used: sql`${organizationQuotas.used} + ${units}` })
      .where(and(orgShare, gte(sql`${organizationQuotas.capacity} - ${organizationQuotas.used}`, units)))
      .returning({ orgId: organizationQuotas.orgId });
    if (
      orgTaken.length === 0 &&
      (await t.select({ orgId: organizationQuotas.orgId }).from(organizationQuotas).where(orgShare)).length > 0
    ) {
      throw DomainError.business(refusal.code, organizationRuleMessages.orgShareShort(row.resourceName));
    }
    const userShare = and(
      eq(organizationUserQuotas.userId, spender.userId!),
      eq(organizationUserQuotas.resourceCode, code),
    );
    const userTaken = await t
      .update(organizationUserQuotas)
      .set({ used: sql`${organizationUserQuotas.used} + ${units}` })
      .where(and(userShare, gte(sql`${organizationUserQuotas.capacity} - ${organizationUserQuotas.used}`, units)))
      .returning({ userId: organizationUserQuotas.userId });
    if (
      userTaken.length === 0 &&
      (await t.select({ userId: organizationUserQuotas.userId }).from(organizationUserQuotas).where(userShare)).length >
        0
    ) {
      throw DomainError.business(refusal.code, organizationRuleMessages.memberShareShort(row.resourceName));
    }
  });
}

/**
 * Gives units back to every level the spender draws on (a failed render, a deleted project). The
 * member's current organisation is the one credited; used never drops below zero.
 */
export async function giveQuota(db: Database, spender: Spender, resourceType: number, units: number) {
  if (units <= 0) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await companyRow(t, spender.companyId, resourceType);
    if (!row) return;
    await t
      .update(companyQuotas)
      .set({ used: sql`greatest(0, ${companyQuotas.used} - ${units})`, updatedAt: new Date() })
      .where(eq(companyQuotas.id, row.id));
    const orgId = await memberOrg(t, spender);
    if (!orgId) return;
    await t
      .update(organizationQuotas)
      .set({ used: sql`greatest(0, ${organizationQuotas.used} - ${units})` })
      .where(and(eq(organizationQuotas.orgId, orgId), eq(organizationQuotas.resourceCode, row.resourceCode)));
    await t
      .update(organizationUserQuotas)
      .set({ used: sql`greatest(0, ${organizationUserQuotas.used} - ${units})` })
      .where(
        and(
          eq(organizationUserQuotas.userId, spender.userId!),
          eq(organizationUserQuotas.resourceCode, row.resourceCode),
        ),
      );
  });
}

/** What the spender may still spend of a resource: the least that any level with a share has left. */
export async function spendable(db: Database, spender: Spender, resourceType: number) {
  const row = await companyRow(db, spender.companyId, resourceType);
  if (!row) return { resourceCode: null, resourceName: null, used: 0, total: 0, remaining: 0 };
  let remaining = Math.max(0, row.capacity - row.used);
  const orgId = await memberOrg(db, spender);
  if (orgId) {
    const [org] = await db
      .select()
      .from(organizationQuotas)
      .where(and(eq(organizationQuotas.orgId, orgId), eq(organizationQuotas.resourceCode, row.resourceCode)));
    if (org) remaining = Math.min(remaining, Math.max(0, org.capacity - org.used));
    const [own] = await db
      .select()
      .from(organizationUserQuotas)
      .where(
        and(
          eq(organizationUserQuotas.userId, spender.userId!),
          eq(organizationUserQuotas.resourceCode, row.resourceCode),
        ),
      );
    if (own) remaining = Math.min(remaining, Math.max(0, own.capacity - own.used));
  }
  return {
    resourceCode: row.resourceCode,
    resourceName: row.resourceName,
    used: row.used,
    total: row.capacity,
    remaining,
  };
}
