import { and, desc, eq, gte, inArray, not, like } from 'drizzle-orm';
import { MISSED_QUESTIONS_DAYS, MISSED_QUESTIONS_MAX, type MissedQuestion } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkChatLogs } from '../../db/schema/index';
import { projectFaqRows } from './faq';

/** Exchanges read at most (the newest): bounds the work of one list on a busy card. */
const ROWS_READ = 5_000;
/** The editor's test chat logs under `user:<id>` (faq/askStream): the company's own tries, not visitors. */
const EDITOR_VISITOR = 'user:%';

/** The text a question is grouped and compared by: full-width folded, lower case, no spaces or punctuation. */
export const questionKey = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, '');

interface MissedRow {
  question: string;
  outcome: 'suggested' | 'unanswered';
  suggestions: { faqId: string; question: string }[];
  resolvedFaqId: string | null;
  choicesDeclined: boolean;
  createdAt: Date;
}

/**
 * Groups missed exchanges (newest first) by their question's text and leaves out those that are
 * now a question of an item: the latest wording, outcome and choices speak for the group, the
 * choices limited to items that still exist (with their standard question now); a group is
 * declined when a visitor answered 都不是 to any of its choices. Pure.
 */
export function groupMissed(
  rows: readonly MissedRow[],
  items: ReadonlyMap<string, string>,
  known: ReadonlySet<string>,
) {
  const groups = new Map<string, MissedQuestion>();
  for (const row of rows) {
    const key = questionKey(row.question);
    if (!key || known.has(key)) continue;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      if (group.pickedFaqId === null && row.resolvedFaqId && items.has(row.resolvedFaqId))
        group.pickedFaqId = row.resolvedFaqId;
      group.declined ||= row.choicesDeclined;
      continue;
    }
    groups.set(key, {
      question: row.question,
      count: 1,
      lastAskedAt: row.createdAt,
      outcome: row.outcome,
      suggestions: row.suggestions
        .filter((s) => items.has(s.faqId))
        .map((s) => ({ faqId: s.faqId, question: items.get(s.faqId)! })),
      pickedFaqId: row.resolvedFaqId && items.has(row.resolvedFaqId) ? row.resolvedFaqId : null,
      declined: row.choicesDeclined,
    });
  }
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || b.lastAskedAt.getTime() - a.lastAskedAt.getTime())
    .slice(0, MISSED_QUESTIONS_MAX);
}

/**
 * The knowledge tab's 待完善的问题 (ours, issue 25): card visitors' questions of the last 30 days
 * the FAQ did not answer for sure (choices offered, or nothing close), most asked first. A question
 * leaves the list once it is the standard or a similar question of one of the project's items.
 */
export async function missedQuestions(db: Database, companyId: string, projectId: string, now = new Date()) {
  const since = new Date(now.getTime() - MISSED_QUESTIONS_DAYS * 24 * 3600_000);
  const [rows, faq] = await Promise.all([
    db
      .select({
        question: talkChatLogs.question,
        outcome: talkChatLogs.outcome,
        suggestions: talkChatLogs.suggestions,
        resolvedFaqId: talkChatLogs.resolvedFaqId,
        choicesDeclined: talkChatLogs.choicesDeclined,
        createdAt: talkChatLogs.createdAt,
      })
      .from(talkChatLogs)
      .where(
        and(
          eq(talkChatLogs.projectId, projectId),
          inArray(talkChatLogs.outcome, ['suggested', 'unanswered']),
          gte(talkChatLogs.createdAt, since),
          not(like(talkChatLogs.visitorId, EDITOR_VISITOR)),
        ),
      )
      .orderBy(desc(talkChatLogs.createdAt))
      .limit(ROWS_READ),
    projectFaqRows(db, companyId, projectId),
  ]);
  const items = new Map(faq.map((r) => [r.id, r.standardQuestion]));
  const known = new Set(faq.flatMap((r) => [r.standardQuestion, ...r.similarQuestions].map(questionKey)));
  const missed = rows.flatMap((r): MissedRow[] =>
    r.outcome === 'suggested' || r.outcome === 'unanswered' ? [{ ...r, outcome: r.outcome }] : [],
  );
  return { list: groupMissed(missed, items, known) };
}
