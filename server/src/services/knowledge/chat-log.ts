import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { talkChatLogs } from '../../db/schema/index';

/** A visitor's conversation with a project, newest first (query-chatLog). */
export async function chatLogOf(
  db: Database,
  projectId: string,
  visitorId: string,
  pageIndex: number,
  pageSize: number,
) {
  const where = and(eq(talkChatLogs.projectId, projectId), eq(talkChatLogs.visitorId, visitorId));
  const [total] = await db.select({ n: count() }).from(talkChatLogs).where(where);
  const rows = await db
    .select()
    .from(talkChatLogs)
    .where(where)
    .orderBy(desc(talkChatLogs.createdAt))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      question: r.question,
      answer: r.answer,
      source: r.source,
      faqId: r.faqId,
      createTime: r.createdAt,
      outcome: r.outcome,
      suggestions: r.suggestions,
    })),
    total: total?.n ?? 0,
    pageIndex,
    pageSize,
  };
}
