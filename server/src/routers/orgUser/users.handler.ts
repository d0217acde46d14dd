import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { accountRuleMessages, parsePhone, commonMessages, looksLikeEmail } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { organizationMembers, organizations, organizationUserQuotas, users } from '../../db/schema/index';
import { sendActivationMail } from '../../services/accounts/activation-mail';
import { normaliseEmail } from '../../services/accounts/addresses';
import { ROLE_ADMIN } from '../../services/accounts/roles';
import { deleteUserSessions } from '../../services/accounts/sessions';
import { DomainError } from '../../services/domain-error';
import { orgScopeOf } from '../../services/organizations/authority';
import { setUserShares, userShares } from '../../services/organizations/quota-shares';
import { memberInScope, orgInScope } from '../../services/organizations/scope';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };
type Allocation = { resourceCode: string; capacity: number };
type Member = Awaited<ReturnType<typeof memberInScope>>;

const item = ({ user, membership, org }: Member) => ({
  userId: user.id,
  orgId: org.id,
  orgName: org.name,
  displayName: user.displayName,
  email: user.email,
  phoneNumber: user.phoneNumber ? `${user.phoneCountryCode ?? '+86'} ${user.phoneNumber}` : null,
  isManager: membership.isManager,
  locked: user.locked,
  emailConfirmed: user.emailConfirmedAt !== null,
  createTime: user.createdAt,
});

const detail = async (ctx: Ctx, member: Member) => ({ ...item(member), quotas: await userShares(ctx.db, member.org.companyId, member.org.id, member.user.id) });

/** An organisation manager runs the organisation through the 管理员 role (000 §6), which membership grants. */
const rolesFor = (isManager: boolean) => (isManager ? [ROLE_ADMIN] : []);

function phoneOf(raw: string | undefined) {
  if (!raw) return null;
  const phone = parsePhone(raw);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  return phone;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505';

/** POST /organization/users/create: a new user in one organisation, activated through the confirmation mail. */
export async function usersCreateHandler({ ctx, input }: { ctx: Ctx; input: { orgId: string | number; displayName: string; email: string; phone?: string | undefined; isManager: boolean; quotas: Allocation[] } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const org = await orgInScope(ctx.db, scope, input.orgId);
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const phone = phoneOf(input.phone);
  const userId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ companyId: scope.companyId, displayName: input.displayName, email: normaliseEmail(input.email), roles: rolesFor(input.isManager), ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}) })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [byEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, normaliseEmail(input.email))).limit(1);
      throw DomainError.business(409, byEmail || !phone ? accountRuleMessages.emailTaken : accountRuleMessages.phoneTaken);
    }
    await tx.insert(organizationMembers).values({ userId: row.id, orgId: org.id, isManager: input.isManager });
    if (input.quotas.length > 0) await setUserShares(tx, scope.companyId, org.id, row.id, input.quotas);
    return row.id;
  });
  const member = await memberInScope(ctx.db, scope, userId);
  await sendActivationMail({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, member.user);
  return detail(ctx, member);
}

export async function usersEditHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number; displayName?: string | undefined; phone?: string | undefined; isManager?: boolean | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const member = await memberInScope(ctx.db, scope, input.userId);
  // A manager does not take away their own authority (they would lock themselves out; ours).
  if (input.isManager !== undefined && member.user.id === ctx.user.id) throw DomainError.forbidden(commonMessages.forbidden);
  const phone = phoneOf(input.phone);
  await ctx.db.transaction(async (tx) => {
    const set = { ...(input.displayName ? { displayName: input.displayName } : {}), ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}), ...(input.isManager !== undefined ? { roles: rolesFor(input.isManager) } : {}) };
    if (Object.keys(set).length > 0) {
      await tx
        .update(users)
        .set(set)
        .where(eq(users.id, member.user.id))
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw DomainError.business(409, accountRuleMessages.phoneTaken);
          throw error;
        });
    }
    if (input.isManager !== undefined) await tx.update(organizationMembers).set({ isManager: input.isManager }).where(eq(organizationMembers.userId, member.user.id));
  });
  return detail(ctx, await memberInScope(ctx.db, scope, member.user.id));
}

/** POST /organization/users/view: users of the manager's organisations, optionally of one, paged. */
export async function usersViewHandler({ ctx, input }: { ctx: Ctx; input: { orgId?: string | number | undefined; pageIndex: number; pageSize: number; keyword?: string | undefined } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const where: SQL[] = [eq(organizations.companyId, scope.companyId), isNull(users.deletedAt)];
  if (scope.orgId) where.push(eq(organizations.id, scope.orgId));
  if (input.orgId !== undefined) where.push(eq(organizations.id, (await orgInScope(ctx.db, scope, input.orgId)).id));
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!);
  }
  const condition = and(...where);
  const base = () => ctx.db.select({ user: users, membership: organizationMembers, org: organizations }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).innerJoin(organizations, eq(organizations.id, organizationMembers.orgId));
  const [total] = await ctx.db.select({ n: count() }).from(organizationMembers).innerJoin(users, eq(users.id, organizationMembers.userId)).innerJoin(organizations, eq(organizations.id, organizationMembers.orgId)).where(condition);
  const rows = await base().where(condition).orderBy(asc(users.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: rows.map(item), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

/** Deleting keeps the row (login then says 账户已删除), ends the sessions and gives the shares back. */
export async function usersDeleteHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const member = await memberInScope(ctx.db, scope, input.userId);
  if (member.user.id === ctx.user.id) throw DomainError.forbidden(commonMessages.forbidden);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    await tx.delete(organizationUserQuotas).where(eq(organizationUserQuotas.userId, member.user.id));
    await tx.delete(organizationMembers).where(eq(organizationMembers.userId, member.user.id));
  });
  await deleteUserSessions(ctx.db, member.user.id);
  return { userId: member.user.id };
}

export async function usersDetailViewHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  return detail(ctx, await memberInScope(ctx.db, scope, input.userId));
}

/** /organization/users/quotas/view and /org/resource/get-user-limit: the member's shares and limits. */
export async function userQuotasViewHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const member = await memberInScope(ctx.db, scope, input.userId);
  return { list: await userShares(ctx.db, scope.companyId, member.org.id, member.user.id) };
}

export async function userQuotasEditHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number; quotas: Allocation[] } }) {
  const scope = await orgScopeOf(ctx.db, ctx.user);
  const member = await memberInScope(ctx.db, scope, input.userId);
  await ctx.db.transaction((tx) => setUserShares(tx, scope.companyId, member.org.id, member.user.id, input.quotas));
  return { list: await userShares(ctx.db, scope.companyId, member.org.id, member.user.id) };
}
