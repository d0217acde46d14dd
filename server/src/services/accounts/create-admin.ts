import { looksLikeEmail, NewPasswordSchema } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { normaliseEmail } from './addresses';
import { hashPassword } from './passwords';
import { ROLE_SUPER_ADMIN } from './roles';
import { giveStarterAvatars } from '../avatars/staff-quota';
import { ALL_CUSTOMIZE_RIGHTS, grantOneCompany, type OneCompanyPlan } from '../company/one-company';

const DAY_MS = 24 * 3_600_000;
const TEN_YEARS_MS = 3650 * DAY_MS;

export interface FirstAdminRequest {
  email: string;
  password: string;
  companyName: string;
  displayName?: string | undefined;
  /**
   * One company (self-hosted, decision 0025): the company holds every line with the install's
   * quota. Without it the company starts with no licence, as a platform's companies do until granted.
   */
  oneCompany?: OneCompanyPlan | undefined;
}

/** A refusal the command line prints as it is (an operator's tool, so plain sentences). */
export class CreateAdminError extends Error {}

/** The transaction createSuperAdmin writes in. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether the database holds no account at all: a production start then says how to make the first one. */
export async function hasNoAccounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Creates a company and its super administrator (超管), the first account of a production install
 * (`npm run create-admin`). The company is valid for ten years so the administrator is not sent to
 * the invitation page (000 §4); the spec is silent on how the platform's own company is made.
 */
export async function createSuperAdmin(
  db: Database,
  request: FirstAdminRequest,
  now = new Date(),
  /** Runs first in the same transaction: a throw writes nothing (the setup link is claimed here). */
  claim?: (tx: Transaction) => Promise<void>,
) {
  const email = normaliseEmail(request.email);
  const companyName = request.companyName.trim();
  if (!looksLikeEmail(email)) throw new CreateAdminError(`not an e-mail address: ${request.email}`);
  if (!NewPasswordSchema.safeParse(request.password).success)
    throw new CreateAdminError('the password must be 8–20 characters with letters and digits, no spaces');
  if (companyName.length === 0 || companyName.length > 50)
    throw new CreateAdminError('the company name must be 1–50 characters');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw new CreateAdminError(`${email} already has an account`);
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    await claim?.(tx);
    const [company] = await tx
      .insert(companies)
      .values({
        displayName: companyName,
        // Never ending before the licences a one-company install grants.
        validEndTime: new Date(now.getTime() + Math.max(TEN_YEARS_MS, (request.oneCompany?.licenceDays ?? 0) * DAY_MS)),
        customizeRights: request.oneCompany
          ? ALL_CUSTOMIZE_RIGHTS
          : { enableInteractive: true, enableCard: true, enableHardware: false, enableSdk: false },
      })
      .returning({ id: companies.id });
    if (request.oneCompany) await grantOneCompany(tx, company!.id, request.oneCompany, now);
    // Its avatar list is ready once it holds the starter avatars; before the catalogue's first seed
    // (create-admin on a new database) the next start gives them (prepareAvatarLists).
    if (await giveStarterAvatars(tx, company!.id))
      await tx.update(companies).set({ vhListReadyAt: now }).where(eq(companies.id, company!.id));
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        displayName: request.displayName?.trim() || '超级管理员',
        email,
        roles: [ROLE_SUPER_ADMIN],
        passwordHash,
        emailConfirmedAt: now,
      })
      .returning({ id: users.id, email: users.email });
    return { companyId: company!.id, userId: user!.id, email: user!.email! };
  });
}
