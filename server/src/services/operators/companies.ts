import { and, count, desc, eq, ilike, inArray, isNull, sql, sum } from 'drizzle-orm';
import { LICENCE_REQUIRED_RIGHT, opsMessages, type LicenceAppId } from '@portal/contracts';
import type { Database } from '../../db/client';
import { companies, companyLicences, companyQuotas, orders, sessions, users, videoTasks } from '../../db/schema/index';
import { normaliseEmail } from '../accounts/addresses';
import { sendActivationMail } from '../accounts/activation-mail';
import { ROLE_SUPER_ADMIN } from '../accounts/roles';
import { refreshCompanySessions } from '../accounts/sessions';
import { giveStarterAvatars } from '../avatars/staff-quota';
import type { MessageDelivery } from '../delivery/delivery';
import { DomainError } from '../domain-error';
import { containsPattern } from '../sql';
import { recordAudit, type OperatorAct } from './audit';
import { orderRow, orderRowSelection } from './order-rows';

const DAY_MS = 24 * 3_600_000;
/** A company's own validity: it is governed by its licences, so the company itself does not lapse. */
const COMPANY_VALIDITY_MS = 3650 * DAY_MS;

const notFound = () => DomainError.business(404, opsMessages.companyNotFound);

/** The company row or a clear refusal: every operator action on a company checks it first. */
export async function companyOrRefuse(db: Pick<Database, 'select'>, companyId: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A company that can still receive something: not pending deletion, since a grant or a payment given
 * to it would be purged with it. A suspended company can (a grant may be what ends the suspension).
 */
export async function grantableCompanyOrRefuse(db: Pick<Database, 'select'>, companyId: string) {
  const row = await companyOrRefuse(db, companyId);
  if (row.status === 'deleting') throw DomainError.business(409, opsMessages.companyPendingDeletion);
  return row;
}

/*
 * Per-company figures as correlated subqueries. Written with qualified names: drizzle leaves the
 * table off a column inside a select list, which would bind it to the subquery's own table.
 */
const paidFen = sql<number>`coalesce((select sum(o.price_fen - o.refunded_fen) from orders o
  where o.company_id = "companies"."id" and o.status in ('SUCCESS', 'REFUNDED')), 0)::int`;
const userCount = sql<number>`(select count(*) from users u where u.company_id = "companies"."id" and u.deleted_at is null)::int`;
const adminEmail = sql<string | null>`(select u.email from users u where u.company_id = "companies"."id"
  and u.roles @> jsonb_build_array(${ROLE_SUPER_ADMIN}::text) order by u.created_at limit 1)`;
const licenceEnd = sql<Date | null>`(select max(l.end_time) from company_licences l
  where l.company_id = "companies"."id" and l.end_time > now())`;

const rowSelection = {
  id: companies.id,
  displayName: companies.displayName,
  status: companies.status,
  suspendedReason: companies.suspendedReason,
  deleteAfter: companies.deleteAfter,
  createdAt: companies.createdAt,
  adminEmail,
  userCount,
  licenceEndTime: licenceEnd,
  paidFen,
};

type CompanyRow = {
  id: string;
  displayName: string;
  status: 'active' | 'suspended' | 'deleting';
  suspendedReason: string | null;
  deleteAfter: Date | null;
  createdAt: Date;
  adminEmail: string | null;
  userCount: number;
  licenceEndTime: Date | string | null;
  paidFen: number;
};
const companyRow = (r: CompanyRow) => ({
  ...r,
  // A raw subquery's timestamp comes back as text on some drivers.
  licenceEndTime: r.licenceEndTime === null ? null : new Date(r.licenceEndTime),
  paidFen: Number(r.paidFen),
  userCount: Number(r.userCount),
});

export async function listCompanies(
  db: Database,
  q: { keyword: string; status?: 'active' | 'suspended' | 'deleting' | undefined; pageIndex: number; pageSize: number },
) {
  const where = and(
    q.keyword ? ilike(companies.displayName, containsPattern(q.keyword)) : undefined,
    q.status ? eq(companies.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowSelection)
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { list: rows.map(companyRow), total: total?.n ?? 0, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

export async function companyDetail(db: Database, companyId: string) {
  const [row] = await db.select(rowSelection).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw notFound();
  const [members, licences, quotas, orderRows, [usage]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(eq(users.companyId, companyId), isNull(users.deletedAt)))
      .orderBy(users.createdAt),
    db
      .select()
      .from(companyLicences)
      .where(eq(companyLicences.companyId, companyId))
      .orderBy(desc(companyLicences.endTime)),
    db.select().from(companyQuotas).where(eq(companyQuotas.companyId, companyId)).orderBy(companyQuotas.resourceType),
    db
      .select(orderRowSelection)
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.companyId, companyId))
      .orderBy(desc(orders.createdAt))
      .limit(50),
    db
      .select({ videos: count(), ms: sum(videoTasks.durationMs) })
      .from(videoTasks)
      .where(and(eq(videoTasks.companyId, companyId), eq(videoTasks.displayStatus, 'Finished'))),
  ]);
  return {
    company: companyRow(row),
    users: members.map((u) => ({
      id: u.id,
      displayName: u.displayName,
      email: u.email,
      roles: u.roles,
      activated: u.passwordHash !== null,
      createdAt: u.createdAt,
    })),
    licences: licences.map((l) => ({ appId: l.appId, source: l.source, startTime: l.startTime, endTime: l.endTime })),
    quotas: quotas.map((q) => ({
      resourceCode: q.resourceCode,
      resourceName: q.resourceName,
      resourceUnit: q.resourceUnit,
      capacity: q.capacity,
      used: q.used,
    })),
    orders: orderRows.map(orderRow),
    usage: { videos: usage?.videos ?? 0, videoSeconds: Math.round(Number(usage?.ms ?? 0) / 1000) },
  };
}

/**
 * Creates a company and its first super administrator (超管) without a password: the administrator
 * gets the activation e-mail members get (a 3-day link to set a password). The company holds no
 * licence until the operator grants one, so its 权益看板 says so honestly.
 */
export async function createCompanyWithAdmin(
  deps: { db: Database; delivery: MessageDelivery; origin: string },
  act: OperatorAct,
  input: { displayName: string; adminEmail: string; adminName: string },
  now = new Date(),
) {
  const email = normaliseEmail(input.adminEmail);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw DomainError.business(400, opsMessages.emailTaken);
  const created = await deps.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        displayName: input.displayName,
        validEndTime: new Date(now.getTime() + COMPANY_VALIDITY_MS),
        customizeRights: { enableInteractive: false, enableCard: false, enableHardware: false, enableSdk: false },
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    if (await giveStarterAvatars(tx, companyId))
      await tx.update(companies).set({ vhListReadyAt: now }).where(eq(companies.id, companyId));
    const [user] = await tx
      .insert(users)
      .values({ companyId, displayName: input.adminName, email, roles: [ROLE_SUPER_ADMIN] })
      .returning({ id: users.id, email: users.email, displayName: users.displayName });
    await recordAudit(tx, act, {
      action: 'company.create',
      targetKind: 'company',
      targetId: companyId,
      summary: `创建企业「${input.displayName}」，超管 ${email}`,
      after: { displayName: input.displayName, adminEmail: email },
    });
    return { companyId, user: user! };
  });
  // After the commit: a mail about a company that was rolled back would be a dead link.
  await sendActivationMail(deps, created.user);
  return { companyId: created.companyId, userId: created.user.id };
}

/** Suspends a company: every session of its users ends now, and its users cannot sign in until resumed. */
export async function suspendCompany(db: Database, act: OperatorAct, companyId: string, reason: string) {
  const company = await companyOrRefuse(db, companyId);
  if (company.status === 'suspended') throw DomainError.business(400, opsMessages.companyAlreadySuspended);
  if (company.status === 'deleting') throw DomainError.business(400, opsMessages.companyAlreadyDeleting);
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ status: 'suspended', suspendedReason: reason }).where(eq(companies.id, companyId));
    const members = tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
    await tx.delete(sessions).where(inArray(sessions.userId, members));
    await recordAudit(tx, act, {
      action: 'company.suspend',
      targetKind: 'company',
      targetId: companyId,
      summary: `暂停企业「${company.displayName}」：${reason}`,
      before: { status: company.status },
      after: { status: 'suspended', reason },
    });
  });
  await refreshCompanySessions(db, companyId);
}

/** Lifts a suspension, or cancels a deletion while its grace period runs: the company is as it was. */
export async function resumeCompany(db: Database, act: OperatorAct, companyId: string) {
  const company = await companyOrRefuse(db, companyId);
  if (company.status === 'active') throw DomainError.business(400, opsMessages.companyNotSuspended);
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ status: 'active', suspendedReason: null, deleteAfter: null })
      .where(eq(companies.id, companyId));
    await recordAudit(tx, act, {
      action: company.status === 'deleting' ? 'company.restore' : 'company.resume',
      targetKind: 'company',
      targetId: companyId,
      summary: `${company.status === 'deleting' ? '撤销注销' : '恢复'}企业「${company.displayName}」`,
      before: { status: company.status, reason: company.suspendedReason, deleteAfter: company.deleteAfter },
      after: { status: 'active' },
    });
  });
  await refreshCompanySessions(db, companyId);
}

/**
 * Deletes a company after a grace period (decision 0038): its sessions end and its users cannot
 * sign in at once; its data and files are purged when `graceDays` have passed (company-purge.ts),
 * and until then the operator can restore it. The operator types the company's name to confirm.
 */
export async function deleteCompany(
  db: Database,
  act: OperatorAct,
  input: { companyId: string; confirmName: string },
  graceDays: number,
  now = new Date(),
) {
  const company = await companyOrRefuse(db, input.companyId);
  if (input.confirmName.trim() !== company.displayName.trim())
    throw DomainError.business(400, opsMessages.deleteNameMismatch);
  if (company.status === 'deleting') throw DomainError.business(400, opsMessages.companyAlreadyDeleting);
  const deleteAfter = new Date(now.getTime() + graceDays * DAY_MS);
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ status: 'deleting', deleteAfter }).where(eq(companies.id, company.id));
    const members = tx.select({ id: users.id }).from(users).where(eq(users.companyId, company.id));
    await tx.delete(sessions).where(inArray(sessions.userId, members));
    await recordAudit(tx, act, {
      action: 'company.delete',
      targetKind: 'company',
      targetId: company.id,
      summary: `注销企业「${company.displayName}」，数据将于 ${deleteAfter.toISOString().slice(0, 10)} 永久删除`,
      before: { status: company.status },
      after: { status: 'deleting', deleteAfter },
    });
  });
  await refreshCompanySessions(db, company.id);
  return { deleteAfter };
}

/** The customizeRights a licence of the line switches on (000 §6: 22–24 need enableInteractive and their own flag). */
export function rightsForLicence(appId: LicenceAppId): Partial<Record<string, boolean>> {
  const flag = LICENCE_REQUIRED_RIGHT[appId];
  return flag ? { enableInteractive: true, [flag]: true } : {};
}
