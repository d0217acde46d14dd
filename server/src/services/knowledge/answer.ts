import { and, eq, inArray } from 'drizzle-orm';
import { knowledgeMessages, type AnswerChunk } from '@portal/contracts';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { talkChatLogs, talkFaqItems } from '../../db/schema/index';
import { isSealed, openKey } from '../talk/llm-keys';
import { chatStream, type LlmConfig } from '../ai/llm';
import { flagged } from './flagged';
import { companyTextChecker } from '../safety/company-lexicon';
import type { TalkProjectRow } from '../talk/projects';
import { personaOf } from '../talk/persona';
import { cachedIndex, rememberIndex } from './index-cache';
import { personaMessages, type Passage } from './persona-prompt';
import { responsesOf } from './responses';
import { buildFaqIndex, searchFaq, type FaqMatch } from './retrieval/faq-index';
import { buildKnowledgeIndex, searchPassages, withinChars, type KnowledgeIndex } from './knowledge-index';
import { PASSAGE_SIZE } from './passages';
import { safeWindows } from './safe-stream';
import { rerankSemantic } from './retrieval/semantic';
import { embedTexts } from '../ai/embeddings';
import { tokenize } from './segmenter';
import { latestTrainedTask, trainedSnapshot } from './training';
import { projectFaqRows } from './faq';

/**
 * Confidence from which a question is answered by the FAQ item itself (ours; 002 is silent).
 * Chosen with the bench (server/bench/knowledge.bench.ts): see the notes for the figures.
 */
export const FAQ_THRESHOLD = 0.3;
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
    faq: buildFaqIndex(
      rows.map((r) => ({ id: r.id, questions: [r.standardQuestion, ...r.similarQuestions] })),
      tokenize,
    ),
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

async function faqRows(db: Database, projectId: string, matches: FaqMatch[]) {
  if (matches.length === 0) return new Map<string, typeof talkFaqItems.$inferSelect>();
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

/**
 * The one conversation entry point of every channel (editor test chat, applet card): a visitor's
 * question in, answer chunks out. FAQ hit → its answer; else the model with the persona and the
 * best passages; no model → the no-match response. The question and every window of the answer
 * pass the content-safety check; the exchange is written to the visitor's chat log.
 */
export async function* answerQuestion(
  deps: AnswerDeps,
  project: TalkProjectRow,
  visitorId: string,
  question: string,
  signal?: AbortSignal,
): AsyncGenerator<AnswerChunk> {
  let answer = '';
  let source: AnswerChunk['source'] = 'noMatch';
  let faqId: string | undefined;
  try {
    // The company's own words and allow-list apply to conversations too (one check everywhere).
    // The checker and the index do not depend on each other: both lookups run at once.
    const [check, index] = await Promise.all([
      companyTextChecker(deps.db, project.companyId),
      projectIndex(deps.db, project),
    ]);
    if (flagged(question, check)) {
      const reply = safeReply();
      ({ content: answer, source } = reply);
      yield reply;
      return;
    }
    const embeddings = deps.config.embeddings;
    const lexical = searchFaq(index.faq, question, tokenize, embeddings ? SEMANTIC_CANDIDATES : PASSAGES);
    // Optional (EMBEDDINGS_*): an uncertain lexical answer is re-scored by sentence embeddings.
    const matches = (
      embeddings
        ? await rerankSemantic(
            index.faq,
            question,
            lexical,
            (texts, s) => embedTexts(embeddings, texts, s),
            embeddings.model,
            signal,
          )
        : lexical
    ).slice(0, PASSAGES);
    const rows = await faqRows(deps.db, project.id, matches);
    const best = matches[0];
    const hit = best && best.score >= FAQ_THRESHOLD ? rows.get(best.faqId) : undefined;
    if (hit) {
      const first = hit.standardAnswers[0];
      const text = first?.text ?? '';
      const reply: AnswerChunk = flagged(text, check)
        ? safeReply()
        : {
            source: 'faq',
            content: text,
            faqId: hit.id,
            ...(first?.canvasData !== undefined ? { canvasData: first.canvasData } : {}),
          };
      ({ content: answer, source } = reply);
      faqId = reply.faqId;
      yield reply;
      return;
    }
    const llm = llmOf(project, deps.config);
    if (!llm) {
      const reply = await noMatchReply(deps.db, project.id);
      ({ content: answer, source } = reply);
      yield reply;
      return;
    }
    const passages: Passage[] = matches
      .filter((m) => m.score >= PASSAGE_THRESHOLD && rows.has(m.faqId))
      .map((m) => ({
        question: rows.get(m.faqId)!.standardQuestion,
        answer: rows.get(m.faqId)!.standardAnswers[0]?.text ?? '',
      }));
    const excerpts = withinChars(
      searchPassages(index.documents, question, tokenize, DOCUMENT_PASSAGES, DOCUMENT_CUT),
      DOCUMENT_CONTEXT_CHARS,
    );
    const text = async function* () {
      for await (const chunk of chatStream(
        llm,
        personaMessages(personaOf(project.persona), passages, question, excerpts),
        signal,
      ))
        if (chunk.kind === 'ANSWER') yield chunk.text;
    };
    source = 'llm';
    try {
      for await (const out of safeWindows(text(), check)) {
        if (out.kind === 'flagged') {
          const reply = safeReply();
          ({ content: answer, source } = reply);
          yield reply;
          return;
        }
        answer += out.text;
        yield { source: 'llm', content: out.text };
      }
    } catch (error) {
      // A model that fails before saying anything: the visitor gets the no-match response instead.
      if (answer !== '') throw error;
      const reply = await noMatchReply(deps.db, project.id);
      ({ content: answer, source } = reply);
      yield reply;
    }
  } finally {
    if (answer !== '') {
      await deps.db
        .insert(talkChatLogs)
        .values({
          companyId: project.companyId,
          projectId: project.id,
          visitorId,
          question,
          answer,
          source,
          faqId: faqId ?? null,
        })
        .catch(() => undefined);
    }
  }
}
