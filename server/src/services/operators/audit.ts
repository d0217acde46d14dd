import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operatorAudit } from '../../db/schema/index';
import type { OperatorActor } from './operator-accounts';

/** Who acts, from where: every operator service takes it and writes the trail itself. */
export interface OperatorAct {
  operator: OperatorActor;
  ip: string;
}

export interface AuditEntry {
  action: string;
  targetKind:
    | 'company'
    | 'licence'
    | 'quota'
    | 'order'
    | 'brand'
    | 'notice'
    | 'operator'
    | 'catalogue'
    | 'template'
    | 'product';
  targetId: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** Writes one audit row, in the transaction of the change it records (both or neither). */
export async function recordAudit(tx: Pick<Database, 'insert'>, act: OperatorAct, entry: AuditEntry) {
  await tx.insert(operatorAudit).values({
    operatorId: act.operator.id,
    operatorEmail: act.operator.email,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: act.ip,
  });
}

export async function listAudit(db: Database, page: { pageIndex: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .orderBy(desc(operatorAudit.createdAt))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(operatorAudit),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      operatorEmail: r.operatorEmail,
      action: r.action,
      targetKind: r.targetKind,
      targetId: r.targetId,
      summary: r.summary,
      ip: r.ip,
      createdAt: r.createdAt,
    })),
    total: total?.n ?? 0,
    ...page,
  };
}
