import { and, eq, isNull, notExists, or } from 'drizzle-orm';
import { accountRuleMessages, parsePhone } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, messagingAppBindings, users } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { normaliseEmail } from './addresses';
import { LOGIN_FAILED_CODE } from './codes';
import { MESSAGING_APP_SOURCE, type MessagingAppConfig, type MessagingAppProfile } from './messaging-app';

/** Business codes of a configuration without its company and of an ambiguous first login (ours). */
export const MESSAGING_APP_COMPANY_UNKNOWN = 503;
export const MESSAGING_APP_AMBIGUOUS = 409;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The configured company, by id or by code name; it must name exactly one. */
async function corpCompanyId(db: Database, company: string) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(UUID.test(company) ? eq(companies.id, company) : eq(companies.codeName, company))
    .limit(2);
  if (rows.length !== 1)
    throw DomainError.business(MESSAGING_APP_COMPANY_UNKNOWN, accountRuleMessages.messagingAppCompanyUnknown);
  return rows[0]!.id;
}

/**
 * The account a messaging-app user logs in as (000 §7 loginByAuth). After the first login it is
 * the account bound to the app's user id in this corp, whatever the app's phone or e-mail say
 * later. The binding is made on the first login: among the configured company's live users not
 * yet bound in this corp, exactly one must have the app profile's mobile or e-mail; none is
 * 用户不存在 (666), more than one is refused as ambiguous. Users of other companies are never
 * considered. A deleted account stays bound and answers 账户已删除.
 */
export async function accountOfAppUser(db: Database, app: MessagingAppConfig, profile: MessagingAppProfile) {
  const companyId = await corpCompanyId(db, app.company);
  const bound = await boundAccount(db, app.corpId, profile.userId);
  if (bound) {
    if (bound.companyId !== companyId) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
    if (bound.deletedAt) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.accountDeleted);
    return bound;
  }
  const phone = profile.mobile ? parsePhone(profile.mobile) : null;
  const matches = [
    ...(phone ? [and(eq(users.phoneCountryCode, phone.countryCode), eq(users.phoneNumber, phone.number))] : []),
    ...(profile.email ? [eq(users.email, normaliseEmail(profile.email))] : []),
  ];
  if (matches.length === 0) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
  const alreadyBound = db
    .select({ userId: messagingAppBindings.userId })
    .from(messagingAppBindings)
    .where(and(eq(messagingAppBindings.corpId, app.corpId), eq(messagingAppBindings.userId, users.id)));
  const candidates = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.deletedAt), or(...matches), notExists(alreadyBound)))
    .limit(2);
  if (candidates.length === 0) throw DomainError.business(LOGIN_FAILED_CODE, accountRuleMessages.userNotFound);
  if (candidates.length > 1)
    throw DomainError.business(MESSAGING_APP_AMBIGUOUS, accountRuleMessages.messagingAppAmbiguous);
  const user = candidates[0]!;
  await db
    .insert(messagingAppBindings)
    .values({ corpId: app.corpId, appUserId: profile.userId, userId: user.id })
    .onConflictDoNothing();
  // Two first logins racing: whichever binding landed is the one that counts.
  const now = await boundAccount(db, app.corpId, profile.userId);
  if (!now || now.id !== user.id)
    throw DomainError.business(MESSAGING_APP_AMBIGUOUS, accountRuleMessages.messagingAppAmbiguous);
  return now;
}

/** An account that logged in through the app is marked with it as its authSource, so company expiry applies (000 §4). */
export async function markAppAccount(db: Database, user: { id: string; authSource: string | null }) {
  if (user.authSource !== MESSAGING_APP_SOURCE)
    await db.update(users).set({ authSource: MESSAGING_APP_SOURCE }).where(eq(users.id, user.id));
}

async function boundAccount(db: Database, corpId: string, appUserId: string) {
  const [row] = await db
    .select({ user: users })
    .from(messagingAppBindings)
    .innerJoin(users, eq(users.id, messagingAppBindings.userId))
    .where(and(eq(messagingAppBindings.corpId, corpId), eq(messagingAppBindings.appUserId, appUserId)));
  return row?.user ?? null;
}
