import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { accountRuleMessages, parsePhone, commonMessages, looksLikeEmail } from '@portal/contracts';
import type { Context, SessionUser } from '../../trpc/context';
import { users } from '../../db/schema/index';
import { sendActivationMail } from '../../services/accounts/activation-mail';
import { normaliseEmail } from '../../services/accounts/addresses';
import { isSuperAdmin, ROLE_SUPER_ADMIN } from '../../services/accounts/roles';
import { deleteUserSessions, refreshUserSessions } from '../../services/accounts/sessions';
import { DomainError } from '../../services/domain-error';
import { asUuid } from '../../services/ids';

type Ctx = Pick<Context, 'db' | 'delivery' | 'request'> & { user: SessionUser };
type Row = typeof users.$inferSelect;

const view = (u: Row) => ({
  id: u.id,
  displayName: u.displayName,
  email: u.email,
  phoneNumber: u.phoneNumber ? `${u.phoneCountryCode ?? '+86'} ${u.phoneNumber}` : null,
  roles: u.roles,
  locked: u.locked,
  emailConfirmed: u.emailConfirmedAt !== null,
  createTime: u.createdAt,
});

/** A live user of the administrator's own company; anyone else is as good as unknown. */
async function colleague(ctx: Ctx, id: string | number) {
  const userId = asUuid(id);
  const [row] = userId ? await ctx.db.select().from(users).where(and(eq(users.id, userId), eq(users.companyId, ctx.user.companyId), isNull(users.deletedAt))) : [];
  if (!row) throw DomainError.business(404, accountRuleMessages.userNotFound);
  return row;
}

/** Administrators manage others, not themselves (locking or deleting oneself would end one's own access). */
function notSelf(ctx: Ctx, id: string) {
  if (id === ctx.user.id) throw DomainError.forbidden(commonMessages.forbidden);
}

/** 超管 is given by super administrators only (002 §6 names no rule; ours). */
function checkRoles(ctx: Ctx, roles: string[] | undefined) {
  if (roles?.includes(ROLE_SUPER_ADMIN) && !isSuperAdmin(ctx.user.roles)) throw DomainError.forbidden(commonMessages.forbidden);
}

/**
 * A super administrator is changed, locked, unlocked or deleted by super administrators only:
 * otherwise a company administrator could demote or lock out the account above theirs (002 §6 is
 * silent on the hierarchy; ours).
 */
function checkRank(ctx: Ctx, target: Row) {
  // A business refusal (HTTP 200, code 403) so the client shows the reason rather than the generic 无权限访问.
  if (isSuperAdmin(target.roles) && !isSuperAdmin(ctx.user.roles)) throw DomainError.business(403, accountRuleMessages.superAdminProtected);
}

const mailConfirmation = (ctx: Ctx, user: Row) => sendActivationMail({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, user);

/** GET /user/list (002 §9: page size 8 by default), searchable by name, e-mail or phone. */
export async function userListHandler({ ctx, input }: { ctx: Ctx; input: { pageIndex: number; pageSize: number; keyword?: string | undefined } }) {
  const where: SQL[] = [eq(users.companyId, ctx.user.companyId), isNull(users.deletedAt)];
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.displayName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!);
  }
  const condition = and(...where);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(condition);
  const rows = await ctx.db.select().from(users).where(condition).orderBy(asc(users.createdAt)).limit(input.pageSize).offset((input.pageIndex - 1) * input.pageSize);
  return { list: rows.map(view), total: total?.n ?? 0, pageIndex: input.pageIndex, pageSize: input.pageSize };
}

/** /company/AddUser: a new colleague who sets a password through the confirmation mail. */
export async function addUserHandler({ ctx, input }: { ctx: Ctx; input: { displayName: string; email: string; phone?: string | undefined; roles: ('管理员' | '超管')[] } }) {
  checkRoles(ctx, input.roles);
  if (!looksLikeEmail(input.email)) throw DomainError.invalidInput(accountRuleMessages.emailInvalid);
  const phone = input.phone ? parsePhone(input.phone) : null;
  if (input.phone && !phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  const [row] = await ctx.db
    .insert(users)
    .values({ companyId: ctx.user.companyId, displayName: input.displayName, email: normaliseEmail(input.email), roles: input.roles, ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw DomainError.business(409, accountRuleMessages.emailTaken);
  await mailConfirmation(ctx, row);
  return view(row);
}

export async function editUserHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number; displayName?: string | undefined; phone?: string | undefined; roles?: ('管理员' | '超管')[] | undefined } }) {
  const row = await colleague(ctx, input.id);
  checkRank(ctx, row);
  checkRoles(ctx, input.roles);
  if (input.roles && row.id === ctx.user.id) throw DomainError.forbidden(commonMessages.forbidden);
  const phone = input.phone ? parsePhone(input.phone) : null;
  if (input.phone && !phone) throw DomainError.invalidInput(accountRuleMessages.phoneInvalid);
  const [updated] = await ctx.db
    .update(users)
    .set({ ...(input.displayName ? { displayName: input.displayName } : {}), ...(input.roles ? { roles: input.roles } : {}), ...(phone ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number } : {}) })
    .where(eq(users.id, row.id))
    .returning()
    .catch((error: unknown) => {
      if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw DomainError.business(409, accountRuleMessages.phoneTaken);
      throw error;
    });
  await refreshUserSessions(ctx.db, row.id);
  return view(updated!);
}

/** Deleting keeps the row (marked deleted, so login says 账户已删除) and ends the user's sessions. */
export async function deleteUserHandler({ ctx, input }: { ctx: Ctx; input: { userId: string | number } }) {
  const row = await colleague(ctx, input.userId);
  notSelf(ctx, row.id);
  checkRank(ctx, row);
  await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, row.id));
  await deleteUserSessions(ctx.db, row.id);
  return { ok: true as const };
}

const setLocked = (locked: boolean) => async ({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) => {
  const row = await colleague(ctx, input.id);
  notSelf(ctx, row.id);
  checkRank(ctx, row);
  await ctx.db.update(users).set({ locked }).where(eq(users.id, row.id));
  if (locked) await deleteUserSessions(ctx.db, row.id);
  return { ok: true as const };
};
export const lockUserHandler = setLocked(true);
export const unlockUserHandler = setLocked(false);

/** GET /user/SendConfirmationEmail?id: sends the activation mail again while the e-mail is unconfirmed. */
export async function sendConfirmationEmailHandler({ ctx, input }: { ctx: Ctx; input: { id: string | number } }) {
  const row = await colleague(ctx, input.id);
  if (!row.email || row.emailConfirmedAt) throw DomainError.business(400, accountRuleMessages.alreadyActivated);
  await mailConfirmation(ctx, row);
  return { ok: true as const };
}
