import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { accountRuleMessages, commonMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import { containsPattern, isUniqueViolation } from '../sql';
import { isSuperAdmin, ROLE_SUPER_ADMIN } from './roles';
import { deleteUserSessions, refreshUserSessions } from './sessions';

export type CompanyUserRow = typeof users.$inferSelect;
/** The administrator acting on their company's users. */
type Actor = { id: string; companyId: string; roles: readonly string[] };
type Phone = { countryCode: string; number: string };

/** A user as the member management list shows it (002 §6). */
export const companyUserView = (u: CompanyUserRow) => ({
  id: u.id,
  displayName: u.displayName,
  email: u.email,
  phoneNumber: u.phoneNumber ? `${u.phoneCountryCode ?? '+86'} ${u.phoneNumber}` : null,
  roles: u.roles,
  locked: u.locked,
  emailConfirmed: u.emailConfirmedAt !== null,
  createTime: u.createdAt,
});

/** Whether the user (live or deleted) belongs to the company. */
export async function companyHasUser(db: Database, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** A live user of the administrator's own company; anyone else is as good as unknown. */
export async function colleague(db: Database, actor: Actor, id: string | number) {
  const userId = asUuid(id);
  const [row] = userId
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.companyId, actor.companyId), isNull(users.deletedAt)))
    : [];
  if (!row) throw DomainError.business(404, accountRuleMessages.userNotFound);
  return row;
}

/** Administrators manage others, not themselves (locking or deleting oneself would end one's own access). */
export function checkNotSelf(actor: Actor, id: string) {
  if (id === actor.id) throw DomainError.forbidden(commonMessages.forbidden);
}

/** 超管 is given by super administrators only (002 §6 names no rule; ours). */
export function checkRolesGiven(actor: Actor, roles: string[] | undefined) {
  if (roles?.includes(ROLE_SUPER_ADMIN) && !isSuperAdmin(actor.roles))
    throw DomainError.forbidden(commonMessages.forbidden);
}

/**
 * A super administrator is changed, locked, unlocked or deleted by super administrators only:
 * otherwise a company administrator could demote or lock out the account above theirs (002 §6 is
 * silent on the hierarchy; ours).
 */
export function checkRank(actor: Actor, target: CompanyUserRow) {
  // A business refusal (HTTP 200, code 403) so the client shows the reason rather than the generic 无权限访问.
  if (isSuperAdmin(target.roles) && !isSuperAdmin(actor.roles))
    throw DomainError.business(403, accountRuleMessages.superAdminProtected);
}

/** A page of the company's live users, oldest first, searchable by name, e-mail or phone. */
export async function pageCompanyUsers(
  db: Database,
  companyId: string,
  q: { pageIndex: number; pageSize: number; keyword?: string | undefined },
) {
  const where: SQL[] = [eq(users.companyId, companyId), isNull(users.deletedAt)];
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    where.push(or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!);
  }
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(users).where(condition);
  const rows = await db
    .select()
    .from(users)
    .where(condition)
    .orderBy(asc(users.createdAt))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { rows, total: total?.n ?? 0 };
}

/** A new user of the company (e-mail normalised by the caller); a taken e-mail is refused (409). */
export async function addCompanyUser(
  db: Database,
  companyId: string,
  user: { displayName: string; email: string; roles: string[]; phone: Phone | null },
) {
  const [row] = await db
    .insert(users)
    .values({
      companyId,
      displayName: user.displayName,
      email: user.email,
      roles: user.roles,
      ...(user.phone ? { phoneCountryCode: user.phone.countryCode, phoneNumber: user.phone.number } : {}),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw DomainError.business(409, accountRuleMessages.emailTaken);
  return row;
}

/** Changes what is given of a colleague; a phone another user has is refused (409). Their sessions see it at once. */
export async function updateColleague(
  db: Database,
  id: string,
  change: { displayName?: string | undefined; roles?: string[] | undefined; phone: Phone | null },
) {
  const [updated] = await db
    .update(users)
    .set({
      ...(change.displayName ? { displayName: change.displayName } : {}),
      ...(change.roles ? { roles: change.roles } : {}),
      ...(change.phone ? { phoneCountryCode: change.phone.countryCode, phoneNumber: change.phone.number } : {}),
    })
    .where(eq(users.id, id))
    .returning()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw DomainError.business(409, accountRuleMessages.phoneTaken);
      throw error;
    });
  await refreshUserSessions(db, id);
  return updated!;
}

/** Deleting keeps the row (marked deleted, so login says 账户已删除) and ends the user's sessions. */
export async function deleteColleague(db: Database, id: string) {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
  await deleteUserSessions(db, id);
}

/** Locking ends the user's sessions; unlocking lets them log in again. */
export async function setColleagueLocked(db: Database, id: string, locked: boolean) {
  await db.update(users).set({ locked }).where(eq(users.id, id));
  if (locked) await deleteUserSessions(db, id);
}
