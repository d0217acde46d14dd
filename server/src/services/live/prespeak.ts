import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { knowledgeMessages } from '@portal/contracts';
import { talkChatLogs, talkNluTasks } from '../../db/schema/index';
import { flagged } from '../knowledge/flagged';
import { projectFaqRows } from '../knowledge/faq';
import { responsesOf } from '../knowledge/responses';
import { companyTextChecker } from '../safety/company-lexicon';
import { synthesizeToStorage, type SpeechDeps } from '../speech/synthesize';
import { NLU_STATUS } from '../knowledge/training';
import { companyTalkRow, type TalkProjectRow } from '../talk/projects';
import { spokenSentences } from './sentence-cut';
import { projectVoice } from './spoken-answer';

/**
 * Ours: sentences spoken ahead per training. At ~0.3 s a sentence on one speech thread this is a
 * minute or two of background work; a FAQ larger than this has its most asked answers spoken.
 */
export const PRESPEAK_MAX_SENTENCES = 400;
/** The window whose chat log orders the items: the most asked are spoken first. */
const ASKED_WINDOW_DAYS = 30;
const NO_MATCH = 3;

/**
 * What a visitor of the card most likely hears, in the order it is spoken ahead: the answers of the
 * items asked most in the last 30 days, then the other items in list order, then the no-match
 * response. Each cut into the sentences a live answer speaks; text the safety check would replace
 * is left out (the safe reply is spoken instead).
 */
export async function sentencesToSpeakAhead(deps: Pick<SpeechDeps, 'db'>, project: TalkProjectRow) {
  const since = new Date(Date.now() - ASKED_WINDOW_DAYS * 86_400_000);
  const [rows, asked, noMatch, check] = await Promise.all([
    projectFaqRows(deps.db, project.companyId, project.id),
    deps.db
      .select({ faqId: talkChatLogs.faqId, times: count() })
      .from(talkChatLogs)
      .where(
        and(eq(talkChatLogs.projectId, project.id), isNotNull(talkChatLogs.faqId), gte(talkChatLogs.createdAt, since)),
      )
      .groupBy(talkChatLogs.faqId)
      .orderBy(desc(count())),
    responsesOf(deps.db, project.id, NO_MATCH),
    companyTextChecker(deps.db, project.companyId),
  ]);
  const rank = new Map(asked.map((a, i) => [a.faqId, i]));
  const ordered = rows
    .map((row, i) => ({ row, order: rank.get(row.id) ?? asked.length + i }))
    .sort((a, b) => a.order - b.order);
  const texts = [
    ...ordered.map(({ row }) => row.standardAnswers[0]?.text ?? ''),
    noMatch[0]?.answer ?? knowledgeMessages.noMatchDefault,
    knowledgeMessages.safeReply,
  ];
  const sentences = new Set<string>();
  for (const text of texts) {
    if (!text.trim() || flagged(text, check)) continue;
    for (const sentence of spokenSentences(text)) {
      if (sentences.size >= PRESPEAK_MAX_SENTENCES) return [...sentences];
      sentences.add(sentence);
    }
  }
  return [...sentences];
}

/**
 * Speaks a trained project's likely answers into the speech cache (storage), one sentence at a
 * time so visitors' live answers keep the other speech threads. A sentence the engine refuses is
 * skipped: it is spoken (or not) when asked, as before. Answers how many sentences it took and how
 * many of them the engine refused.
 */
export async function prespeakProject(deps: SpeechDeps, project: TalkProjectRow, signal?: AbortSignal) {
  const voiceBizId = await projectVoice(deps, project);
  const sentences = await sentencesToSpeakAhead(deps, project);
  let refused = 0;
  for (const sentence of sentences) {
    if (signal?.aborted) break;
    await synthesizeToStorage(deps, project.companyId, sentence, { voiceBizId }).catch(() => (refused += 1));
  }
  return { sentences: sentences.length, refused };
}

/** After a successful training (the training job): its project's answers are spoken ahead. */
export async function prespeakTrained(deps: SpeechDeps, taskId: string) {
  const [task] = await deps.db.select().from(talkNluTasks).where(eq(talkNluTasks.id, taskId));
  if (task?.status !== NLU_STATUS.Success) return null;
  const project = await companyTalkRow(deps.db, task.companyId, task.projectId).catch(() => null);
  return project ? prespeakProject(deps, project) : null;
}
