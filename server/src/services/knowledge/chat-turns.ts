import { and, desc, eq, gte } from 'drizzle-orm';
import type { AnswerChunk, ChatOutcome, Suggestion } from '@portal/contracts';
import type { Database } from '../../db/client';
import { talkChatLogs } from '../../db/schema/index';
import type { TalkProjectRow } from '../talk/projects';

/**
 * Follow-ups (ours, issue 25 leaves the window to us): a question asked within five minutes of the
 * visitor's last exchange with the project continues that conversation. Long enough to read an
 * answer and think of the next question, short enough that a visitor back the next day starts anew.
 */
export const FOLLOW_UP_WINDOW_MS = 5 * 60_000;
/** Exchanges of the window a model is given as the conversation so far. */
export const HISTORY_TURNS = 3;

export interface ChatTurn {
  id: string;
  question: string;
  answer: string;
  source: AnswerChunk['source'];
  outcome: ChatOutcome | null;
  suggestions: Suggestion[];
  createdAt: Date;
}

/**
 * The visitor's exchanges with the project within the follow-up window, newest first (at most
 * HISTORY_TURNS). One indexed read (project, visitor, time), made while the index is looked up.
 */
export async function recentTurns(
  db: Database,
  projectId: string,
  visitorId: string,
  now = new Date(),
): Promise<ChatTurn[]> {
  return db
    .select({
      id: talkChatLogs.id,
      question: talkChatLogs.question,
      answer: talkChatLogs.answer,
      source: talkChatLogs.source,
      outcome: talkChatLogs.outcome,
      suggestions: talkChatLogs.suggestions,
      createdAt: talkChatLogs.createdAt,
    })
    .from(talkChatLogs)
    .where(
      and(
        eq(talkChatLogs.projectId, projectId),
        eq(talkChatLogs.visitorId, visitorId),
        gte(talkChatLogs.createdAt, new Date(now.getTime() - FOLLOW_UP_WINDOW_MS)),
      ),
    )
    .orderBy(desc(talkChatLogs.createdAt))
    .limit(HISTORY_TURNS);
}

/**
 * The turn a follow-up resolves against: the newest exchange of the window (a tapped choice too:
 * it is logged under its standard question). A refused question and a 都不是 (it names no topic) are
 * not built on: none then.
 */
export const previousTurn = (turns: readonly ChatTurn[]): ChatTurn | undefined =>
  turns[0] && turns[0].source !== 'safe' && turns[0].outcome !== 'declined' ? turns[0] : undefined;

export interface LoggedExchange {
  question: string;
  answer: string;
  source: AnswerChunk['source'];
  outcome: ChatOutcome | null;
  faqId?: string | undefined;
  suggestions?: Suggestion[] | undefined;
}

/** Writes one exchange to the visitor's chat log; a failed write never fails the answer. */
export async function logExchange(db: Database, project: TalkProjectRow, visitorId: string, exchange: LoggedExchange) {
  await db
    .insert(talkChatLogs)
    .values({
      companyId: project.companyId,
      projectId: project.id,
      visitorId,
      question: exchange.question,
      answer: exchange.answer,
      source: exchange.source,
      outcome: exchange.outcome,
      faqId: exchange.faqId ?? null,
      suggestions: exchange.suggestions ?? [],
    })
    .catch(() => undefined);
}

/**
 * A tapped choice resolves the suggestion it came from: the visitor's previous exchange, when it
 * offered that item, records it (the knowledge tab then proposes that item for the question).
 */
export async function resolveSuggestion(db: Database, previous: ChatTurn | undefined, faqId: string) {
  if (previous?.outcome !== 'suggested' || !previous.suggestions.some((s) => s.faqId === faqId)) return;
  await db
    .update(talkChatLogs)
    .set({ resolvedFaqId: faqId })
    .where(eq(talkChatLogs.id, previous.id))
    .catch(() => undefined);
}

/**
 * 都不是 under the choices declines the suggestion it answers: the visitor's previous exchange, when
 * it offered choices, records it (the knowledge tab then proposes none of them for the question).
 */
export async function declineSuggestion(db: Database, previous: ChatTurn | undefined) {
  if (previous?.outcome !== 'suggested') return;
  await db
    .update(talkChatLogs)
    .set({ choicesDeclined: true })
    .where(eq(talkChatLogs.id, previous.id))
    .catch(() => undefined);
}
