import { asc, eq, or } from 'drizzle-orm';
import {
  opsMessages as m,
  type OpsOperatorCreateInput,
  type OpsOperatorPasswordResetInput,
  type OpsOperatorRow,
  type OpsOperatorSetDisabledInput,
  type OpsPasswordChangeInput,
} from '@portal/contracts';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema/index';
import { LOGIN_ACCOUNT_RULE, throttleLogin } from '../accounts/account-throttles';
import { hashPassword, verifyPassword } from '../accounts/passwords';
import { DomainError } from '../domain-error';
import { enforce, reset, type RateRule } from '../rate-limit/rate-limit';
import { isUniqueViolation } from '../sql';
import { recordAudit, type OperatorAct } from './audit';
import { CreateOperatorError, createOperator, operatorLoginIdentifier, type OperatorRow } from './operator-accounts';
import { endOperatorSessions } from './operator-sessions';

/*
 * Operators managing operators in the console (运营人员, issue 27; decision 0038): list, add,
 * disable and enable, and each operator's own password. Every change writes its audit row in its
 * own transaction; no password or hash ever reaches a row's before/after.
 */

/** Ours: adding colleagues is rare; 20 an hour per operator never stops a person, only a script. */
export const OPERATOR_CREATE_RULE: RateRule = { name: 'ops-operator-create', limit: 20, windowMs: 3_600_000 };
/** Ours: resetting a colleague's password is rare; 20 an hour per operator. */
export const OPERATOR_PASSWORD_RESET_RULE: RateRule = {
  name: 'ops-operator-password-reset',
  limit: 20,
  windowMs: 3_600_000,
};
/** Ours: a person changes their password a few times at most; wrong guesses also meet the login limits. */
export const OPERATOR_PASSWORD_RULE: RateRule = { name: 'ops-password-change', limit: 10, windowMs: 3_600_000 };

const rowView = (row: OperatorRow, callerId: string): OpsOperatorRow => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  disabled: row.disabled,
  createdAt: row.createdAt,
  isYou: row.id === callerId,
});

/** What the audit keeps of an operator: who it is and whether it may sign in, never its password. */
const auditView = (row: OperatorRow) => ({ email: row.email, displayName: row.displayName, disabled: row.disabled });

/** Every operator, oldest first (the first one set the platform up). */
export async function listOperators(db: Database, callerId: string) {
  const rows = await db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.email));
  return rows.map((row) => rowView(row, callerId));
}

/**
 * Adds an operator through createOperator, the one the command line and the setup link use; its
 * English refusal is for the command line, so it is answered here in Chinese (as is a race to the
 * same address, which the unique index settles).
 */
export async function addOperator(db: Database, act: OperatorAct, input: OpsOperatorCreateInput) {
  await enforce(db, [[OPERATOR_CREATE_RULE, act.operator.id]], () =>
    DomainError.tooManyRequests(m.operatorCreateTooOften),
  );
  try {
    return await db.transaction(async (tx) => {
      const made = await createOperator(tx, { ...input, mustChangePassword: true });
      const [row] = await tx.select().from(operators).where(eq(operators.id, made.id));
      await recordAudit(tx, act, {
        action: 'operator.create',
        targetKind: 'operator',
        targetId: made.id,
        summary: `新增运营人员 ${made.email}（${made.displayName}）`,
        after: auditView(row!),
      });
      return rowView(row!, act.operator.id);
    });
  } catch (error) {
    if (error instanceof CreateOperatorError || isUniqueViolation(error))
      throw DomainError.business(409, m.operatorEmailTaken);
    throw error;
  }
}

/**
 * 停用 or 启用 an operator. Disabling ends its sessions in the same transaction, so it is signed out
 * at once (sign-in already refuses a disabled operator). The target and every active operator are
 * locked in one order first: two operators disabling each other at once wait for one another, and
 * the second sees it would leave nobody to run the platform.
 */
export async function setOperatorDisabled(db: Database, act: OperatorAct, input: OpsOperatorSetDisabledInput) {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(operators)
      .where(or(eq(operators.id, input.operatorId), eq(operators.disabled, false)))
      .orderBy(asc(operators.id))
      .for('update');
    const target = locked.find((row) => row.id === input.operatorId);
    if (!target) throw DomainError.business(404, m.operatorNotFound);
    if (input.disabled && target.id === act.operator.id) throw DomainError.business(400, m.operatorDisableSelf);
    if (target.disabled === input.disabled) return rowView(target, act.operator.id);
    if (input.disabled) {
      const othersActive = locked.some((row) => row.id !== target.id && !row.disabled);
      if (!othersActive) throw DomainError.business(400, m.operatorLastActive);
      await endOperatorSessions(tx, target.id);
    }
    const [row] = await tx
      .update(operators)
      .set({ disabled: input.disabled })
      .where(eq(operators.id, target.id))
      .returning();
    await recordAudit(tx, act, {
      action: input.disabled ? 'operator.disable' : 'operator.enable',
      targetKind: 'operator',
      targetId: target.id,
      summary: `${input.disabled ? '停用' : '启用'}运营人员 ${target.email}（${target.displayName}）`,
      before: auditView(target),
      after: auditView(row!),
    });
    return rowView(row!, act.operator.id);
  });
}

/**
 * 重置密码: another operator's new password, for one who forgot theirs (decision 0038). The
 * resetting operator hands it over; every session of the target ends with it, and the account-wide
 * sign-in lock its failed attempts built up is lifted, so the new password works at once — for one
 * thing only: the console asks the operator to change it before anything else. One's own
 * password is changed with the current one (changeOperatorPassword), never reset.
 */
export async function resetOperatorPassword(db: Database, act: OperatorAct, input: OpsOperatorPasswordResetInput) {
  await enforce(db, [[OPERATOR_PASSWORD_RESET_RULE, act.operator.id]], () =>
    DomainError.tooManyRequests(m.operatorResetTooOften),
  );
  if (input.operatorId === act.operator.id) throw DomainError.business(400, m.operatorResetSelf);
  const passwordHash = await hashPassword(input.password);
  const row = await db.transaction(async (tx) => {
    const [target] = await tx
      .update(operators)
      .set({ passwordHash, mustChangePassword: true })
      .where(eq(operators.id, input.operatorId))
      .returning();
    if (!target) throw DomainError.business(404, m.operatorNotFound);
    await endOperatorSessions(tx, target.id);
    await recordAudit(tx, act, {
      action: 'operator.passwordReset',
      targetKind: 'operator',
      targetId: target.id,
      summary: `重置运营人员 ${target.email}（${target.displayName}）的密码`,
    });
    return target;
  });
  await reset(db, LOGIN_ACCOUNT_RULE, operatorLoginIdentifier(row.email));
  return rowView(row, act.operator.id);
}

/**
 * The caller's own password. The current one is checked under the login limits, as a sign-in with
 * it would be, so the form is no way round them; then the new hash, the end of the caller's other
 * sessions (`keepToken` is the one asking) and the audit row commit together.
 */
export async function changeOperatorPassword(
  db: Database,
  act: OperatorAct,
  input: OpsPasswordChangeInput,
  keepToken: string | undefined,
) {
  const operatorId = act.operator.id;
  await enforce(db, [[OPERATOR_PASSWORD_RULE, operatorId]], () =>
    DomainError.tooManyRequests(m.passwordChangeTooOften),
  );
  await throttleLogin(
    db,
    { identifier: operatorLoginIdentifier(act.operator.email), password: true, ip: act.ip },
    async () => {
      const [row] = await db
        .select({ passwordHash: operators.passwordHash })
        .from(operators)
        .where(eq(operators.id, operatorId));
      if (!(await verifyPassword(input.currentPassword, row?.passwordHash ?? null)))
        throw DomainError.business(400, m.passwordCurrentWrong);
    },
  );
  if (input.newPassword === input.currentPassword) throw DomainError.business(400, m.passwordSame);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash, mustChangePassword: false }).where(eq(operators.id, operatorId));
    await endOperatorSessions(tx, operatorId, keepToken);
    await recordAudit(tx, act, {
      action: 'operator.password',
      targetKind: 'operator',
      targetId: operatorId,
      summary: '修改了自己的密码',
    });
  });
  return { ok: true as const };
}
