import { and, eq, inArray } from 'drizzle-orm';
import { knowledgeMessages, type AnswerChunk } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { talkFaqItems } from '../../db/schema/index';
import { DomainError } from '../domain-error';
import { asUuid } from '../ids';
import type { TextCheck } from '../safety/check-text';
import { isSealed, openKey } from '../talk/llm-keys';
import { chatStream, type LlmConfig } from '../ai/llm';
import { flagged } from './flagged';
import { companyTextChecker } from '../safety/company-lexicon';
import type { TalkProjectRow } from '../talk/projects';
import { personaOf } from '../talk/persona';
import { cachedIndex, rememberIndex } from './index-cache';
import { personaMessages, type EarlierTurn, type Passage } from './persona-prompt';
import { responsesOf } from './responses';
import { buildFaqIndex, searchFaq, type FaqMatch } from './retrieval/faq-index';
import { decideFaq } from './retrieval/decision';
import { followUpQuery } from './retrieval/follow-up';
import { buildKnowledgeIndex, searchPassages, withinChars, type KnowledgeIndex } from './knowledge-index';
import { PASSAGE_SIZE } from './passages';
import { safeWindows } from './safe-stream';
import { rerankSemantic } from './retrieval/semantic';
import { embedTexts } from '../ai/embeddings';
import { tokenize } from './segmenter';
import { latestTrainedTask, trainedSnapshot } from './training';
import { indexedFaq, projectFaqRows } from './faq';
import {
  type ChatTurn,
  declineSuggestion,
  type LoggedExchange,
  logExchange,
  previousTurn,
  recentTurns,
  resolveSuggestion,
} from './chat-turns';
import { offeredChoices, spokenText, suggestChunk } from './suggestions';

/** Passages handed to the model as context: the best items above this confidence. */
const PASSAGE_THRESHOLD = 0.2;
const PASSAGES = 3;
/**
 * Document passages handed to the model (ours; 002 silent): the best few holding at least a fifth
 * of the question's weighted words (or characters) and at least 60% of the best one's share. Low
 * on purpose: the model is told to use only what fits. All within a length: three whole passages
 * of the splitter's size; a longer one (a snapshot split otherwise) is cut.
 */
const DOCUMENT_PASSAGES = 3;
const DOCUMENT_CUT = { minScore: 0.2, nearBest: 0.6 };
const DOCUMENT_CONTEXT_CHARS = 3 * PASSAGE_SIZE;
/** Lexical candidates the embeddings re-score. */
const SEMANTIC_CANDIDATES = 10;
/** Ranked items the decision weighs (the best, its margin over the next, the choices it offers). */
const DECISION_CANDIDATES = 5;

export interface AnswerDeps {
  db: Database;
  config: Pick<AppConfig, 'llm'> & Partial<Pick<AppConfig, 'secret' | 'embeddings'>>;
}

/**
 * The project's retrieval index: its latest training, or (never trained) the FAQ as it is now.
 * Built once per training and kept in this process (index-cache); a question never rebuilds it.
 */
async function projectIndex(db: Database, project: TalkProjectRow): Promise<KnowledgeIndex> {
  // The project row names its latest training: when this process already holds that index, it is
  // the latest successful one (only successful builds are kept) and no query is needed.
  const latest = project.nluTaskId ? cachedIndex(project.nluTaskId) : undefined;
  if (latest) return latest;
  const taskId = await latestTrainedTask(db, project.id);
  if (taskId) {
    const cached = cachedIndex(taskId);
    if (cached) return cached;
    const snapshot = await trainedSnapshot(db, taskId);
    const built = buildKnowledgeIndex(snapshot.items, snapshot.passages, tokenize);
    rememberIndex(taskId, built);
    return built;
  }
  // Decision (002 §3 silent): an untrained project still answers from its FAQ, so the editor's
  // test chat works before the first training; this index is not cached. Documents are read by a
  // training only (their text is heavy work).
  const rows = await projectFaqRows(db, project.companyId, project.id);
  return {
    faq: buildFaqIndex(rows.map(indexedFaq), tokenize),
    documents: null,
  };
}

/** Builds (or finds) the project's index before its first question: applet rtc model/preheat. */
export async function warmProjectIndex(db: Database, project: TalkProjectRow) {
  await projectIndex(db, project);
}

/** The project's own model (talk.llmConfig + modelName, 002 §3), else the deployment's, else none. */
export function llmOf(
  project: TalkProjectRow,
  config: Pick<AppConfig, 'llm'> & Partial<Pick<AppConfig, 'secret'>>,
): LlmConfig | null {
  const talk = project.talk as { llmConfig?: { url?: unknown; accessKey?: unknown }; modelName?: unknown };
  const own = talk.llmConfig;
  if (own && typeof own.url === 'string' && own.url && typeof own.accessKey === 'string' && own.accessKey) {
    // A key sealed under another secret (a copied database) cannot be opened: no own model then.
    let apiKey: string;
    try {
      apiKey = isSealed(own.accessKey) ? openKey(own.accessKey, config.secret ?? '') : own.accessKey;
    } catch {
      return config.llm ?? null;
    }
    return {
      baseUrl: own.url,
      apiKey,
      model: typeof talk.modelName === 'string' && talk.modelName ? talk.modelName : (config.llm?.model ?? ''),
    };
  }
  return config.llm ?? null;
}

async function noMatchReply(db: Database, projectId: string): Promise<AnswerChunk> {
  const [first] = await responsesOf(db, projectId, 3);
  return {
    source: 'noMatch',
    content: first?.answer ?? knowledgeMessages.noMatchDefault,
    ...(first?.canvasData ? { canvasData: first.canvasData } : {}),
  };
}

const safeReply = (): AnswerChunk => ({ source: 'safe', content: knowledgeMessages.safeReply, replace: true });

type FaqRow = typeof talkFaqItems.$inferSelect;

async function faqRows(db: Database, projectId: string, matches: readonly FaqMatch[]) {
  if (matches.length === 0) return new Map<string, FaqRow>();
  const rows = await db
    .select()
    .from(talkFaqItems)
    .where(
      and(
        eq(talkFaqItems.projectId, projectId),
        inArray(
          talkFaqItems.id,
          matches.map((m) => m.faqId),
        ),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

/** An item's first answer (with its canvas), or the safe reply when the company's check refuses it. */
function faqReply(row: FaqRow, check: (text: string) => TextCheck): AnswerChunk {
  const first = row.standardAnswers[0];
  const text = first?.text ?? '';
  if (flagged(text, check)) return safeReply();
  return {
    source: 'faq',
    content: text,
    faqId: row.id,
    ...(first?.canvasData !== undefined ? { canvasData: first.canvasData } : {}),
  };
}

/** The FAQ items for a retrieval text, best first; uncertain ones re-scored by embeddings when configured. */
async function rankedMatches(deps: AnswerDeps, index: KnowledgeIndex, text: string, signal?: AbortSignal) {
  const embeddings = deps.config.embeddings;
  const lexical = searchFaq(index.faq, text, tokenize, embeddings ? SEMANTIC_CANDIDATES : DECISION_CANDIDATES);
  if (!embeddings) return lexical;
  // Optional (EMBEDDINGS_*): an uncertain lexical answer is re-scored by sentence embeddings.
  const reranked = await rerankSemantic(
    index.faq,
    text,
    lexical,
    (texts, s) => embedTexts(embeddings, texts, s),
    embeddings.model,
    signal,
  );
  return reranked.slice(0, DECISION_CANDIDATES);
}

/** The follow-up window's exchanges as the model reads them, oldest first; refused ones left out. */
const earlierTurns = (turns: readonly ChatTurn[]): EarlierTurn[] =>
  turns
    .filter((t) => t.source !== 'safe')
    .reverse()
    .map((t) => ({
      question: t.question,
      answer: t.source === 'suggest' ? spokenText({ content: t.answer, suggestions: t.suggestions }) : t.answer,
    }));

/** What a channel may ask besides the question. */
export interface AskOptions {
  /** A tapped choice (「您是想问：」): this item of the project is answered directly. */
  pickedFaqId?: string | number | undefined;
  /** 都不是 tapped under the choices: the no-match response (pickedFaqId wins when both are set). */
  declinedChoices?: boolean | undefined;
}

/**
 * The one conversation entry point of every channel (editor test chat, applet card, live rooms): a
 * visitor's question in, answer chunks out. The question passes the content-safety check; then,
 * retrieved together with the visitor's previous turn when it is a follow-up, the decision
 * (retrieval/decision.ts) answers the FAQ item, offers the closest standard questions
 * (「您是想问：」, source 'suggest') or finds nothing. Without a model, nothing close gets the
 * no-match response. With one, both unsure cases go to the model with the persona, the close items
 * and documents as references and the conversation so far, and the choices, when there are any,
 * follow its answer. Every window of an answer passes the safety check; the exchange and what
 * retrieval made of it (outcome) are written to the visitor's chat log.
 */
export async function* answerQuestion(
  deps: AnswerDeps,
  project: TalkProjectRow,
  visitorId: string,
  question: string,
  signal?: AbortSignal,
  options: AskOptions = {},
): AsyncGenerator<AnswerChunk> {
  if (options.pickedFaqId !== undefined) return yield* answerPicked(deps, project, visitorId, options.pickedFaqId);
  if (options.declinedChoices) return yield* answerDeclined(deps, project, visitorId);
  const log: LoggedExchange = { question, answer: '', source: 'noMatch', outcome: null };
  const settle = (reply: AnswerChunk) => {
    log.answer = reply.content;
    log.source = reply.source;
    return reply;
  };
  // Written once: before the choices go out (a tap or 都不是 reads this exchange as the suggestion it
  // answers, and may come while the answer is still being spoken), else when the answer ends.
  let logged = false;
  const writeLog = async () => {
    if (logged || log.answer === '') return;
    logged = true;
    await logExchange(deps.db, project, visitorId, log);
  };
  try {
    // The company's own words and allow-list apply to conversations too (one check everywhere).
    // The checker, the index and the visitor's last turns do not depend on each other: read at once.
    const [check, index, turns] = await Promise.all([
      companyTextChecker(deps.db, project.companyId),
      projectIndex(deps.db, project),
      recentTurns(deps.db, project.id, visitorId),
    ]);
    if (flagged(question, check)) {
      yield settle(safeReply());
      return;
    }
    const matches = await rankedMatches(deps, index, followUpQuery(question, previousTurn(turns)?.question), signal);
    const decision = decideFaq(matches);
    const rows = await faqRows(deps.db, project.id, matches);
    const hit = decision.kind === 'answer' ? rows.get(decision.match.faqId) : undefined;
    if (hit) {
      log.outcome = 'answered';
      const reply = settle(faqReply(hit, check));
      log.faqId = reply.faqId;
      yield reply;
      return;
    }
    // An item deleted since the training is neither answered nor offered.
    const offered =
      decision.kind === 'suggest'
        ? offeredChoices(decision.matches, (id) => rows.get(id)?.standardQuestion, check)
        : [];
    log.outcome = offered.length > 0 ? 'suggested' : 'unanswered';
    log.suggestions = offered;
    const withoutModel = async () =>
      offered.length > 0 ? suggestChunk(offered) : await noMatchReply(deps.db, project.id);

    const llm = llmOf(project, deps.config);
    if (!llm) {
      const reply = settle(await withoutModel());
      await writeLog();
      yield reply;
      return;
    }
    const passages: Passage[] = matches
      .slice(0, PASSAGES)
      .filter((m) => m.score >= PASSAGE_THRESHOLD && rows.has(m.faqId))
      .map((m) => ({
        question: rows.get(m.faqId)!.standardQuestion,
        answer: rows.get(m.faqId)!.standardAnswers[0]?.text ?? '',
      }));
    const excerpts = withinChars(
      searchPassages(index.documents, question, tokenize, DOCUMENT_PASSAGES, DOCUMENT_CUT),
      DOCUMENT_CONTEXT_CHARS,
    );
    const messages = personaMessages(personaOf(project.persona), passages, question, excerpts, earlierTurns(turns));
    const text = async function* () {
      for await (const chunk of chatStream(llm, messages, signal)) if (chunk.kind === 'ANSWER') yield chunk.text;
    };
    log.source = 'llm';
    try {
      for await (const out of safeWindows(text(), check)) {
        if (out.kind === 'flagged') {
          yield settle(safeReply());
          return;
        }
        log.answer += out.text;
        yield { source: 'llm', content: out.text };
      }
    } catch (error) {
      // A model that fails before saying anything: the visitor gets what no model would have said.
      if (log.answer !== '') throw error;
    }
    if (log.answer === '') {
      const reply = settle(await withoutModel());
      await writeLog();
      yield reply;
      return;
    }
    if (offered.length > 0) {
      await writeLog();
      yield suggestChunk(offered);
    }
  } finally {
    await writeLog();
  }
}

/**
 * A tapped choice: the item, which must be one of the project's (else 404), answered directly
 * (its answer still passes the company's check) and logged as a picked exchange under its standard
 * question, resolving the suggestion it came from.
 */
async function* answerPicked(
  deps: AnswerDeps,
  project: TalkProjectRow,
  visitorId: string,
  pickedFaqId: string | number,
): AsyncGenerator<AnswerChunk> {
  const faqId = asUuid(typeof pickedFaqId === 'string' ? pickedFaqId : null);
  const [check, turns, rows] = await Promise.all([
    companyTextChecker(deps.db, project.companyId),
    recentTurns(deps.db, project.id, visitorId),
    faqId
      ? deps.db
          .select()
          .from(talkFaqItems)
          .where(and(eq(talkFaqItems.id, faqId), eq(talkFaqItems.projectId, project.id)))
      : Promise.resolve([]),
  ]);
  const row = rows[0];
  if (!row) throw DomainError.notFound(knowledgeMessages.pickedNotFound);
  const reply = faqReply(row, check);
  // Recorded before the answer goes out, so the knowledge tab read right after it already shows the pick.
  await logExchange(deps.db, project, visitorId, {
    question: row.standardQuestion,
    answer: reply.content,
    source: reply.source,
    outcome: 'picked',
    faqId: row.id,
  });
  await resolveSuggestion(deps.db, previousTurn(turns), row.id);
  yield reply;
}

/**
 * 都不是 under the choices: the project's no-match response (what it says when nothing fits, a phone
 * number or a desk to ask at), logged under the button's words whatever text came with it (no
 * visitor text is stored unchecked), declining the suggestion it answers.
 */
async function* answerDeclined(deps: AnswerDeps, project: TalkProjectRow, visitorId: string) {
  const [turns, reply] = await Promise.all([
    recentTurns(deps.db, project.id, visitorId),
    noMatchReply(deps.db, project.id),
  ]);
  // Recorded before the answer goes out, as a pick is.
  await logExchange(deps.db, project, visitorId, {
    question: knowledgeMessages.noneOfThese,
    answer: reply.content,
    source: reply.source,
    outcome: 'declined',
  });
  await declineSuggestion(deps.db, previousTurn(turns));
  yield reply;
}
