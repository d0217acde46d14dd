import { and, eq, ne } from 'drizzle-orm';
import { isAmountQuota, organizationRuleMessages as m } from '@portal/contracts';
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
 * Quota shares (002 §7 quotas and limits; the rules are ours): a company's quota is shared out to
 * its organisations, and an organisation's share to its members. A share may never exceed what its
 * parent has left after its siblings' shares ("limit"), and an organisation's share may not drop
 * below what its members already hold. Account permission (type 20) is authority, not shareable.
 * Spending against the shares is services/quota/consume.ts.
 */
interface Resource {
  resourceCode: string;
  resourceName: string;
  resourceUnit: string;
  quotaType: number;
  capacity: number;
}

async function companyResources(db: Database, companyId: string): Promise<Resource[]> {
  const rows = await db.select().from(companyQuotas).where(eq(companyQuotas.companyId, companyId));
  return rows
    .filter((r) => isAmountQuota(r.resourceType))
    .map((r) => ({
      resourceCode: r.resourceCode,
      resourceName: r.resourceName,
      resourceUnit: r.resourceUnit,
      quotaType: r.resourceType,
      capacity: r.capacity,
    }));
}

const sumBy = (rows: { resourceCode: string; capacity: number }[]) => {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.resourceCode, (sums.get(r.resourceCode) ?? 0) + r.capacity);
  return sums;
};

/** Shares an organisation holds, each with the most it may be given. */
export async function orgShares(db: Database, companyId: string, orgId: string) {
  const resources = await companyResources(db, companyId);
  const own = await db.select().from(organizationQuotas).where(eq(organizationQuotas.orgId, orgId));
  const siblings = await siblingOrgShares(db, companyId, orgId);
  const ownBy = sumBy(own);
  const usedBy = new Map(own.map((o) => [o.resourceCode, o.used]));
  return resources.map((r) => ({
    ...pick(r),
    capacity: ownBy.get(r.resourceCode) ?? 0,
    used: usedBy.get(r.resourceCode) ?? 0,
    limit: Math.max(0, r.capacity - (siblings.get(r.resourceCode) ?? 0)),
  }));
}

const pick = (r: Resource) => ({
  resourceCode: r.resourceCode,
  resourceName: r.resourceName,
  resourceUnit: r.resourceUnit,
  quotaType: r.quotaType,
});

async function siblingOrgShares(db: Database, companyId: string, orgId: string) {
  const rows = await db
    .select({ resourceCode: organizationQuotas.resourceCode, capacity: organizationQuotas.capacity })
    .from(organizationQuotas)
    .innerJoin(organizations, eq(organizations.id, organizationQuotas.orgId))
    .where(and(eq(organizations.companyId, companyId), ne(organizations.id, orgId)));
  return sumBy(rows);
}

async function memberSharesOf(db: Database, orgId: string, exceptUserId?: string) {
  const rows = await db
    .select({ resourceCode: organizationUserQuotas.resourceCode, capacity: organizationUserQuotas.capacity })
    .from(organizationUserQuotas)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, organizationUserQuotas.userId))
    .where(
      exceptUserId
        ? and(eq(organizationMembers.orgId, orgId), ne(organizationMembers.userId, exceptUserId))
        : eq(organizationMembers.orgId, orgId),
    );
  return sumBy(rows);
}

/** Sets an organisation's shares (the codes named; others stay), within the limits. */
export async function setOrgShares(
  db: Database,
  companyId: string,
  orgId: string,
  wanted: { resourceCode: string; capacity: number }[],
) {
  if (wanted.length === 0) return;
  const current = await orgShares(db, companyId, orgId);
  const given = await memberSharesOf(db, orgId);
  for (const w of wanted) {
    const share = current.find((c) => c.resourceCode === w.resourceCode);
    if (!share) throw DomainError.business(400, m.quotaUnknown);
    if (w.capacity > share.limit) throw DomainError.business(400, m.quotaOverLimit(share.resourceName, share.limit));
    const held = given.get(w.resourceCode) ?? 0;
    if (w.capacity < held) throw DomainError.business(400, m.quotaBelowShares(share.resourceName, held));
  }
  for (const w of wanted) {
    await db
      .insert(organizationQuotas)
      .values({ orgId, resourceCode: w.resourceCode, capacity: w.capacity })
      .onConflictDoUpdate({
        target: [organizationQuotas.orgId, organizationQuotas.resourceCode],
        set: { capacity: w.capacity },
      });
  }
}

/** Shares a member holds, each with the most it may be given out of the organisation's share. */
export async function userShares(db: Database, companyId: string, orgId: string, userId: string) {
  const org = await orgShares(db, companyId, orgId);
  const others = await memberSharesOf(db, orgId, userId);
  const ownRows = await db.select().from(organizationUserQuotas).where(eq(organizationUserQuotas.userId, userId));
  const own = sumBy(ownRows);
  const usedBy = new Map(ownRows.map((o) => [o.resourceCode, o.used]));
  return org.map((o) => ({
    ...o,
    capacity: own.get(o.resourceCode) ?? 0,
    used: usedBy.get(o.resourceCode) ?? 0,
    limit: Math.max(0, o.capacity - (others.get(o.resourceCode) ?? 0)),
  }));
}

export async function setUserShares(
  db: Database,
  companyId: string,
  orgId: string,
  userId: string,
  wanted: { resourceCode: string; capacity: number }[],
) {
  const current = await userShares(db, companyId, orgId, userId);
  for (const w of wanted) {
    const share = current.find((c) => c.resourceCode === w.resourceCode);
    if (!share) throw DomainError.business(400, m.quotaUnknown);
    if (w.capacity > share.limit) throw DomainError.business(400, m.quotaOverLimit(share.resourceName, share.limit));
  }
  for (const w of wanted) {
    await db
      .insert(organizationUserQuotas)
      .values({ userId, resourceCode: w.resourceCode, capacity: w.capacity })
      .onConflictDoUpdate({
        target: [organizationUserQuotas.userId, organizationUserQuotas.resourceCode],
        set: { capacity: w.capacity },
      });
  }
}
