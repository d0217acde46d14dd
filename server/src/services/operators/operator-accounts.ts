import { count, eq } from 'drizzle-orm';
import { opsMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema/index';
import { normaliseEmail } from '../accounts/addresses';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { throttleLogin } from '../accounts/account-throttles';
import { LOGIN_FAILED_CODE } from '../accounts/codes';
import { DomainError } from '../domain-error';

export type OperatorRow = typeof operators.$inferSelect;
export interface OperatorActor {
  id: string;
  email: string;
  displayName: string;
  mustChangePassword: boolean;
}

export const operatorView = (
  row: Pick<OperatorRow, 'id' | 'email' | 'displayName' | 'mustChangePassword'>,
): OperatorActor => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  mustChangePassword: row.mustChangePassword,
});

/** Whether the install has an operator: then it runs as a platform and its setup is done. */
export async function hasOperator(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(operators);
  return (row?.n ?? 0) > 0;
}

/** A refusal the command line prints as it is. */
export class CreateOperatorError extends Error {}

/**
 * Adds an operator (setup link in platform mode, `create-admin --mode platform`, or demo data on
 * request, each choosing its own password; or 添加运营人员, where a colleague chose it and
 * `mustChangePassword` makes the new operator change it first).
 */
export async function createOperator(
  db: Pick<Database, 'select' | 'insert'>,
  request: { email: string; displayName: string; password: string; mustChangePassword?: boolean },
) {
  const email = normaliseEmail(request.email);
  const [taken] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email)).limit(1);
  if (taken) throw new CreateOperatorError(`${email} is already an operator`);
  const [row] = await db
    .insert(operators)
    .values({
      email,
      displayName: request.displayName.trim(),
      passwordHash: await hashPassword(request.password),
      mustChangePassword: request.mustChangePassword ?? false,
    })
    .returning();
  return operatorView(row!);
}

let dummyHash: Promise<string> | undefined;

/** The login counters' identifier of an operator's address: prefixed, so it never shares a company login's. */
export const operatorLoginIdentifier = (address: string) => `operator:${address}`;

/**
 * Checks an operator's e-mail and password under the same limits as company logins (slowed from the
 * 5th failure, locked at the 10th per address): the identifiers are prefixed so the two realms
 * never share a counter. An unknown address takes as long as a wrong password and reads the same.
 */
export function authenticateOperator(db: Database, email: string, password: string, ip: string) {
  const address = normaliseEmail(email);
  return throttleLogin(db, { identifier: operatorLoginIdentifier(address), password: true, ip }, async () => {
    const [row] = await db.select().from(operators).where(eq(operators.email, address)).limit(1);
    const ok = await verifyPassword(
      password,
      row?.passwordHash ?? (await (dummyHash ??= hashPassword('nobody at all'))),
    );
    if (!row || !ok || row.disabled) throw DomainError.business(LOGIN_FAILED_CODE, opsMessages.loginFailed);
    return operatorView(row);
  });
}
