import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Database } from '../../db/client';
import {
  companyVirtualHumans,
  organizationMembers,
  organizations,
  users,
  virtualHumans,
  voices,
} from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { containsPattern } from '../sql';
import { orgScopeOf } from './authority';
import { orgShares, setOrgShares } from './quota-shares';
import { memberInScope, orgInScope, requireCompanyLevel } from './scope';

/*
 * The organisations a manager runs (002 §7 /organization/*). Every call starts from the manager's
 * scope (orgScopeOf); creating, editing and deleting are the company-level manager's.
 */
type Manager = { id: string; companyId: string; roles: readonly string[] };
type Org = typeof organizations.$inferSelect;
type Allocation = { resourceCode: string; capacity: number };

async function items(db: Database, orgs: Org[]) {
  if (orgs.length === 0) return [];
  const members = await db
    .select({ orgId: organizationMembers.orgId, isManager: organizationMembers.isManager, name: users.displayName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(
        inArray(
          organizationMembers.orgId,
          orgs.map((o) => o.id),
        ),
        isNull(users.deletedAt),
      ),
    );
  return orgs.map((o) => {
    const own = members.filter((x) => x.orgId === o.id);
    return {
      orgId: o.id,
      name: o.name,
      description: o.description,
      userCount: own.length,
      managerNames: own.filter((x) => x.isManager).map((x) => x.name),
      createTime: o.createdAt,
    };
  });
}

async function detail(db: Database, org: Org) {
  const [item] = await items(db, [org]);
  return { ...item!, quotas: await orgShares(db, org.companyId, org.id) };
}

/** Names are unique within a company (ours: two organisations of one name could not be told apart). */
async function checkNameFree(db: Database, companyId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.companyId, companyId), eq(organizations.name, name)))
    .limit(1);
  if (clash && clash.id !== exceptId) throw DomainError.business(409, m.orgNameTaken);
}

/** The organisations the manager runs, paged, searchable by name. */
export async function listOrganizations(
  db: Database,
  manager: Manager,
  input: { pageIndex: number; pageSize: number; keyword?: string | undefined },
) {
  const scope = await orgScopeOf(db, manager);
  const where: SQL[] = [eq(organizations.companyId, scope.companyId)];
  if (scope.orgId) where.push(eq(organizations.id, scope.orgId));
  if (input.keyword) where.push(ilike(organizations.name, containsPattern(input.keyword)));
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(organizations).where(condition);
  const rows = await db
    .select()
    .from(organizations)
    .where(condition)
    .orderBy(asc(organizations.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { list: await items(db, rows), total: total?.n ?? 0 };
}

export async function createOrganization(
  db: Database,
  manager: Manager,
  input: { name: string; description: string; quotas: Allocation[] },
) {
  const scope = await orgScopeOf(db, manager);
  requireCompanyLevel(scope);
  await checkNameFree(db, manager.companyId, input.name);
  const org = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(organizations)
      .values({ companyId: scope.companyId, name: input.name, description: input.description })
      .returning();
    await setOrgShares(tx, scope.companyId, row!.id, input.quotas);
    return row!;
  });
  return detail(db, org);
}

export async function editOrganization(
  db: Database,
  manager: Manager,
  input: {
    orgId: string | number;
    name?: string | undefined;
    description?: string | undefined;
    quotas?: Allocation[] | undefined;
  },
) {
  const scope = await orgScopeOf(db, manager);
  requireCompanyLevel(scope);
  const org = await orgInScope(db, scope, input.orgId);
  if (input.name) await checkNameFree(db, manager.companyId, input.name, org.id);
  const updated = await db.transaction(async (tx) => {
    const set = {
      ...(input.name ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
    };
    const [row] =
      Object.keys(set).length > 0
        ? await tx.update(organizations).set(set).where(eq(organizations.id, org.id)).returning()
        : [org];
    if (input.quotas) await setOrgShares(tx, scope.companyId, org.id, input.quotas);
    return row!;
  });
  return detail(db, updated);
}

/** Deleting an organisation that still has users is refused: they would lose their home (ours). */
export async function deleteOrganization(db: Database, manager: Manager, orgId: string | number) {
  const scope = await orgScopeOf(db, manager);
  requireCompanyLevel(scope);
  const org = await orgInScope(db, scope, orgId);
  const [members] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.orgId, org.id), isNull(users.deletedAt)));
  if ((members?.n ?? 0) > 0) throw DomainError.business(409, m.orgNotEmpty);
  await db.delete(organizations).where(eq(organizations.id, org.id));
  return { orgId: org.id };
}

export async function organizationDetail(db: Database, manager: Manager, orgId: string | number) {
  const scope = await orgScopeOf(db, manager);
  return detail(db, await orgInScope(db, scope, orgId));
}

/** The organisation's shares and the most each may be. */
export async function organizationShares(db: Database, manager: Manager, orgId: string | number) {
  const scope = await orgScopeOf(db, manager);
  const org = await orgInScope(db, scope, orgId);
  return orgShares(db, org.companyId, org.id);
}

/** The organisation or member asked about must be in the manager's scope. */
async function scopeOfSubject(
  db: Database,
  manager: Manager,
  subject: { orgId?: string | number | undefined; userId?: string | number | undefined },
) {
  const scope = await orgScopeOf(db, manager);
  if (subject.orgId !== undefined) await orgInScope(db, scope, subject.orgId);
  if (subject.userId !== undefined) await memberInScope(db, scope, subject.userId);
  return scope;
}

/**
 * Personal styles: the digital employees an organisation (or one of its users) may use — the
 * company's digital employees, as the spec shows no narrower list (002 §7 personals/view).
 */
export async function personalStyles(
  db: Database,
  manager: Manager,
  subject: { orgId?: string | number | undefined; userId?: string | number | undefined },
) {
  const scope = await scopeOfSubject(db, manager, subject);
  return db
    .select({ personaBizId: virtualHumans.personaBizId, name: virtualHumans.name, industry: virtualHumans.industry })
    .from(companyVirtualHumans)
    .innerJoin(virtualHumans, eq(virtualHumans.personaBizId, companyVirtualHumans.personaBizId))
    .where(and(eq(companyVirtualHumans.companyId, scope.companyId), isNull(virtualHumans.deletedAt)))
    .orderBy(asc(virtualHumans.name));
}

/** Voices an organisation or member may use: the platform's and the company's own (002 §7 voices/view). */
export async function organizationVoices(
  db: Database,
  manager: Manager,
  subject: { orgId?: string | number | undefined; userId?: string | number | undefined },
) {
  const scope = await scopeOfSubject(db, manager, subject);
  return db
    .select({ voiceBizId: voices.bizId, name: voices.name, languageCode: voices.languageCode, gender: voices.gender })
    .from(voices)
    .where(or(isNull(voices.companyId), eq(voices.companyId, scope.companyId)))
    .orderBy(asc(voices.sortOrder), asc(voices.name));
}
