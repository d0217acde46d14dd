import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { accountRuleMessages, commonMessages, looksLikeEmail, parsePhone } from '@portal/contracts';
import type { Database } from '../../db/client';
import { organizationMembers, organizations, organizationUserQuotas, users } from '../../db/schema/index';
import type { MessageDelivery } from '../delivery/delivery';
import { sendActivationMail } from '../accounts/activation-mail';
import { normaliseEmail } from '../accounts/addresses';
import { ROLE_ADMIN } from '../accounts/roles';
import { deleteUserSessions } from '../accounts/sessions';
import { DomainError } from '../domain-error';
import { containsPattern, isUniqueViolation } from '../sql';
import { orgScopeOf } from './authority';
import { setUserShares, userShares } from './quota-shares';
import { memberInScope, orgInScope } from './scope';

/*
 * The users of the organisations a manager runs (002 §7 /organization/users/*). Every call starts
 * from the manager's scope (orgScopeOf), and every row it reads or writes is a member in that scope.
 */
type Manager = { id: string; companyId: string; roles: readonly string[] };
type Allocation = { resourceCode: string; capacity: number };
type Member = Awaited<ReturnType<typeof memberInScope>>;

export const memberItem = ({ user, membership, org }: Member) => ({
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

const detail = async (db: Database, member: Member) => ({
  ...memberItem(member),
  quotas: await userShares(db, member.org.companyId, member.org.id, member.user.id),
});

/** An organisation manager runs the organisation through the 管理员 role (000 §6), which membership grants. */
const rolesFor = (isManager: boolean) => (isManager ? [ROLE_ADMIN] : []);

function phoneOf(raw: string | undefined) {
  if (!raw) return null;
  const phone = parsePhone(raw);
  if (!phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  return phone;
}

/** A new user in one organisation, activated through the confirmation mail. */
export async function createMember(
  deps: { db: Database; delivery: MessageDelivery; origin: string },
  manager: Manager,
  input: {
    orgId: string | number;
    displayName: string;
    email: string;
    phone?: string | undefined;
    isManager: boolean;
    quotas: Allocation[];
  },
) {
  const { db } = deps;
  const scope = await orgScopeOf(db, manager);
  const org = await orgInScope(db, scope, input.orgId);
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const phone = phoneOf(input.phone);
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        companyId: scope.companyId,
        displayName: input.displayName,
        email: normaliseEmail(input.email),
        roles: rolesFor(input.isManager),
        ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [byEmail] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, normaliseEmail(input.email)))
        .limit(1);
      throw DomainError.business(
        409,
        byEmail || !phone ? accountRuleMessages.emailTaken : accountRuleMessages.phoneTaken,
      );
    }
    await tx.insert(organizationMembers).values({ userId: row.id, orgId: org.id, isManager: input.isManager });
    if (input.quotas.length > 0) await setUserShares(tx, scope.companyId, org.id, row.id, input.quotas);
    return row.id;
  });
  const member = await memberInScope(db, scope, userId);
  await sendActivationMail({ db, delivery: deps.delivery, origin: deps.origin }, member.user);
  return detail(db, member);
}

export async function editMember(
  db: Database,
  manager: Manager,
  input: {
    userId: string | number;
    displayName?: string | undefined;
    phone?: string | undefined;
    isManager?: boolean | undefined;
  },
) {
  const scope = await orgScopeOf(db, manager);
  const member = await memberInScope(db, scope, input.userId);
  // A manager does not take away their own authority (they would lock themselves out; ours).
  if (input.isManager !== undefined && member.user.id === manager.id)
    throw DomainError.forbidden(commonMessages.forbidden);
  const phone = phoneOf(input.phone);
  await db.transaction(async (tx) => {
    const set = {
      ...(input.displayName ? { displayName: input.displayName } : {}),
      ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}),
      ...(input.isManager !== undefined ? { roles: rolesFor(input.isManager) } : {}),
    };
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
    if (input.isManager !== undefined)
      await tx
        .update(organizationMembers)
        .set({ isManager: input.isManager })
        .where(eq(organizationMembers.userId, member.user.id));
  });
  return detail(db, await memberInScope(db, scope, member.user.id));
}

/** Users of the manager's organisations, optionally of one, paged. */
export async function listMembers(
  db: Database,
  manager: Manager,
  input: { orgId?: string | number | undefined; pageIndex: number; pageSize: number; keyword?: string | undefined },
) {
  const scope = await orgScopeOf(db, manager);
  const where: SQL[] = [eq(organizations.companyId, scope.companyId), isNull(users.deletedAt)];
  if (scope.orgId) where.push(eq(organizations.id, scope.orgId));
  if (input.orgId !== undefined) where.push(eq(organizations.id, (await orgInScope(db, scope, input.orgId)).id));
  if (input.keyword) {
    const like = containsPattern(input.keyword);
    where.push(or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!);
  }
  const condition = and(...where);
  const base = () =>
    db
      .select({ user: users, membership: organizationMembers, org: organizations })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId));
  const [total] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.orgId))
    .where(condition);
  const rows = await base()
    .where(condition)
    .orderBy(asc(users.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** Deleting keeps the row (login then says 账户已删除), ends the sessions and gives the shares back. */
export async function deleteMember(db: Database, manager: Manager, userIdInput: string | number) {
  const scope = await orgScopeOf(db, manager);
  const member = await memberInScope(db, scope, userIdInput);
  if (member.user.id === manager.id) throw DomainError.forbidden(commonMessages.forbidden);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    await tx.delete(organizationUserQuotas).where(eq(organizationUserQuotas.userId, member.user.id));
    await tx.delete(organizationMembers).where(eq(organizationMembers.userId, member.user.id));
  });
  await deleteUserSessions(db, member.user.id);
  return { userId: member.user.id };
}

export async function memberDetail(db: Database, manager: Manager, userId: string | number) {
  const scope = await orgScopeOf(db, manager);
  return detail(db, await memberInScope(db, scope, userId));
}

/** The member's shares and limits. */
export async function memberShares(db: Database, manager: Manager, userId: string | number) {
  const scope = await orgScopeOf(db, manager);
  const member = await memberInScope(db, scope, userId);
  return userShares(db, scope.companyId, member.org.id, member.user.id);
}

export async function setMemberShares(db: Database, manager: Manager, userId: string | number, quotas: Allocation[]) {
  const scope = await orgScopeOf(db, manager);
  const member = await memberInScope(db, scope, userId);
  await db.transaction((tx) => setUserShares(tx, scope.companyId, member.org.id, member.user.id, quotas));
  return userShares(db, scope.companyId, member.org.id, member.user.id);
}
