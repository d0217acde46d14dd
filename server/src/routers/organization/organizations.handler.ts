import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { organizationRuleMessages as m } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { companyVirtualHumans, organizationMembers, organizations, users, virtualHumans, voices } from '../../db/schema/index';
import { DomainError } from '../../services/domain-error';
import { orgScopeOf } from '../../services/organizations/authority';
import { orgShares, setOrgShares } from '../../services/organizations/quota-shares';
import { memberInScope, orgInScope, requireCompanyLevel } from '../../services/organizations/scope';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };
type Org = typeof organizations.$inferSelect;
type Allocation = { resourceCode: string; capacity: number };

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function items(ctx: Ctx, orgs: Org[]) {
  if (orgs.length === 0) return [];
  const members = await ctx.db
    .select({ orgId: organizationMembers.orgId, isManager: organizationMembers.isManager, name: users.displayName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(inArray(organizationMembers.orgId, orgs.map((o) => o.id)), isNull(users.deletedAt)));
  return orgs.map((o) => {
    const own = members.filter((x) => x.orgId === o.id);
    return { orgId: o.id, name: o.name, description: o.description, userCount: own.length, managerNames: own.filter((x) => x.isManager).map((x) => x.name), createTime: o.createdAt };
  });
}

async function detail(ctx: Ctx, org: Org) {
  const [item] = await items(ctx, [org]);
  return { ...item!, quotas: await orgShares(ctx.db, org.companyId, org.id) };
}

/** Names are unique within a company (ours: two organisations of one name could not be told apart). */
async function checkNameFree(ctx: Ctx, name: string, exceptId?: string) {
  const [clash] = await ctx.db.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.companyId, ctx.user.companyId), eq(organizations.name, name))).limit(1);
  if (clash && clash.id !== exceptId) throw DomainError.business(409, m.orgNameTaken);
}

/** POST /organization/view: the organisations the manager runs, paged, searchable by name. */
export async function organizationViewHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; keyword?: string | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const where: SQL[] = [eq(organizations.companyId, scope.companyId)];
  if (scope.orgId) where.push(eq(organizations.id, scope.orgId));
  if (input.keyword) where.push(ilike(organizations.name, likeOf(input.keyword)));
  const condition = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(organizations).where(condition);
  const rows = await ctx.db.select().from(organizations).where(condition).orderBy(asc(organizations.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: await items(ctx, rows), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

export async function organizationCreateHandler({ ctx, input }: { ctx: Ctx; input: { name: string; description: string; quotas: Allocation[] } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  requireCompanyLevel(scope);
  await checkNameFree(ctx, input.name);
  const org = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(organizations).values({ companyId: scope.companyId, name: input.name, description: input.description }).returning();
    await setOrgShares(tx, scope.companyId, row!.id, input.quotas);
    return row!;
  });
  return detail(ctx, org);
}

export async function organizationEditHandler({ ctx, input }: { ctx: Ctx; input: { orgId: string | number; name?: string | undefined; description?: string | undefined; quotas?: Allocation[] | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  requireCompanyLevel(scope);
  const org = await orgInScope(ctx.db, scope, input.orgId);
  if (input.name) await checkNameFree(ctx, input.name, org.id);
  const updated = await ctx.db.transaction(async (tx) => {
    const set = { ...(input.name ? { name: input.name } : {}), ...(input.description !== undefined ? { description: input.description } : {}) };
    const [row] = Object.keys(set).length > 0 ? await tx.update(organizations).set(set).where(eq(organizations.id, org.id)).returning() : [org];
    if (input.quotas) await setOrgShares(tx, scope.companyId, org.id, input.quotas);
    return row!;
  });
  return detail(ctx, updated);
}

/** Deleting an organisation that still has users is refused: they would lose their home (ours). */
export async function organizationDeleteHandler({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  requireCompanyLevel(scope);
  const org = await orgInScope(ctx.db, scope, input.orgId);
  const [members] = await ctx.db
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(and(eq(organizationMembers.orgId, org.id), isNull(users.deletedAt)));
  if ((members?.n ?? 0) > 0) throw DomainError.business(409, m.orgNotEmpty);
  await ctx.db.delete(organizations).where(eq(organizations.id, org.id));
  return { orgId: org.id };
}

export async function organizationViewDetailHandler({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  return detail(ctx, await orgInScope(ctx.db, scope, input.orgId));
}

/** /organization/quotas/view and /org/resource/get-org-limit: the shares and the most each may be. */
export async function orgQuotasViewHandler({ ctx, input }: { ctx: Ctx; input: { orgId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const org = await orgInScope(ctx.db, scope, input.orgId);
  return { list: await orgShares(ctx.db, org.companyId, org.id) };
}

/**
 * Personal styles: the digital employees an organisation (or one of its users) may use — the
 * company's digital employees, as the spec shows no narrower list (002 §7 personals/view).
 */
export async function personalsViewHandler({ ctx, input }: { ctx: Ctx; input: { orgId?: string | number | undefined; userId?: string | number | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  if (input.orgId !== undefined) await orgInScope(ctx.db, scope, input.orgId);
  if (input.userId !== undefined) await memberInScope(ctx.db, scope, input.userId);
  const rows = await ctx.db
    .select({ personaBizId: virtualHumans.personaBizId, name: virtualHumans.name, industry: virtualHumans.industry })
    .from(companyVirtualHumans)
    .innerJoin(virtualHumans, eq(virtualHumans.personaBizId, companyVirtualHumans.personaBizId))
    .where(and(eq(companyVirtualHumans.companyId, scope.companyId), isNull(virtualHumans.deletedAt)))
    .orderBy(asc(virtualHumans.name));
  return { list: rows };
}

/** Voices an organisation or member may use: the platform's and the company's own (002 §7 voices/view). */
export async function voicesViewHandler({ ctx, input }: { ctx: Ctx; input: { orgId?: string | number | undefined; userId?: string | number | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  if (input.orgId !== undefined) await orgInScope(ctx.db, scope, input.orgId);
  if (input.userId !== undefined) await memberInScope(ctx.db, scope, input.userId);
  const rows = await ctx.db
    .select({ voiceBizId: voices.bizId, name: voices.name, languageCode: voices.languageCode, gender: voices.gender })
    .from(voices)
    .where(or(isNull(voices.companyId), eq(voices.companyId, scope.companyId)))
    .orderBy(asc(voices.sortOrder), asc(voices.name));
  return { list: rows };
}
