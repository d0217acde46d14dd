import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Notice } from '@portal/contracts';
import type { Database } from '../../db/client';
import { notices } from '../../db/schema/index';

/**
 * The user's undelivered notices, oldest first, marked delivered in the same transaction so the
 * 10 s poll (000 §7) shows each notice once.
 */
export async function takeNotices(db: Database, user: { id: string; companyId: string }): Promise<Notice[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notices)
      .where(and(isNull(notices.deliveredAt), eq(notices.userId, user.id), eq(notices.companyId, user.companyId)))
      .orderBy(asc(notices.createdAt))
      .limit(20)
      // Two tabs polling at once must not both get the same notice.
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(notices)
        .set({ deliveredAt: new Date() })
        .where(
          inArray(
            notices.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows.map((r) => ({ id: r.id, status: r.status, noticeMessage: r.noticeMessage, createTime: r.createdAt }));
  });
}
