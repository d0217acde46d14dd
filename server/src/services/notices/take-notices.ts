import { and, asc, eq, gt, inArray, isNull, lte, notExists } from 'drizzle-orm';
import type { Notice } from '@portal/contracts';
import type { Database } from '../../db/client';
import { notices, platformNoticeReads, platformNotices } from '../../db/schema/index';

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
    const own = rows.map((r) => ({
      id: r.id,
      status: r.status,
      noticeMessage: r.noticeMessage,
      createTime: r.createdAt,
    }));
    return [...own, ...(await takePlatformNotices(tx, user.id))];
  });
}

/** Platform notices reach a user for a month after they are published; older ones are news no more. */
const PLATFORM_NOTICE_WINDOW_MS = 30 * 24 * 3_600_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The operator's published, unretracted notices this user has not been shown (issue 27), recorded
 * as shown in the caller's transaction; a retracted or scheduled notice is not shown.
 */
async function takePlatformNotices(tx: Tx, userId: string): Promise<Notice[]> {
  const now = new Date();
  const rows = await tx
    .select()
    .from(platformNotices)
    .where(
      and(
        lte(platformNotices.publishAt, now),
        gt(platformNotices.publishAt, new Date(now.getTime() - PLATFORM_NOTICE_WINDOW_MS)),
        isNull(platformNotices.retractedAt),
        notExists(
          tx
            .select()
            .from(platformNoticeReads)
            .where(and(eq(platformNoticeReads.noticeId, platformNotices.id), eq(platformNoticeReads.userId, userId))),
        ),
      ),
    )
    .orderBy(asc(platformNotices.publishAt))
    .limit(5);
  if (rows.length === 0) return [];
  const shown = await tx
    .insert(platformNoticeReads)
    .values(rows.map((r) => ({ noticeId: r.id, userId })))
    // Two tabs polling at once: only the one that records the read shows the notice.
    .onConflictDoNothing()
    .returning({ noticeId: platformNoticeReads.noticeId });
  const ids = new Set(shown.map((s) => s.noticeId));
  return rows
    .filter((r) => ids.has(r.id))
    .map((r) => ({ id: r.id, status: r.level, noticeMessage: r.message, createTime: r.publishAt }));
}
