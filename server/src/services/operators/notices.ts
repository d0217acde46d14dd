import { and, desc, eq, isNull } from 'drizzle-orm';
import { opsMessages } from '@portal/contracts';
import type { Database } from '../../db/client';
import { platformNotices } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { recordAudit, type OperatorAct } from './audit';

const view = (r: typeof platformNotices.$inferSelect) => ({
  id: r.id,
  message: r.message,
  level: r.level,
  publishAt: r.publishAt,
  retractedAt: r.retractedAt,
  createdAt: r.createdAt,
});

export const listPlatformNotices = async (db: Database) =>
  (await db.select().from(platformNotices).orderBy(desc(platformNotices.publishAt)).limit(200)).map(view);

/** A notice every company user is shown once from publishAt on, through the notice poll they already run (000 §7). */
export async function savePlatformNotice(
  db: Database,
  act: OperatorAct,
  input: { message: string; level: 'success' | 'error'; publishAt?: Date | undefined },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(platformNotices)
      .values({ message: input.message, level: input.level, publishAt: input.publishAt ?? new Date() })
      .returning();
    await recordAudit(tx, act, {
      action: 'notice.publish',
      targetKind: 'notice',
      targetId: row!.id,
      summary: `发布公告：${input.message.slice(0, 40)}`,
      after: view(row!),
    });
    return view(row!);
  });
}

export async function retractPlatformNotice(db: Database, act: OperatorAct, noticeId: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(platformNotices)
      .set({ retractedAt: new Date() })
      .where(and(eq(platformNotices.id, noticeId), isNull(platformNotices.retractedAt)))
      .returning();
    if (!row) throw DomainError.business(404, opsMessages.noticeNotFound);
    await recordAudit(tx, act, {
      action: 'notice.retract',
      targetKind: 'notice',
      targetId: noticeId,
      summary: `撤回公告：${row.message.slice(0, 40)}`,
    });
  });
}
