import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { companies, talkFaqItems, talkNluTasks, talkProjects } from '../../src/db/schema/index';
import { answerQuestion } from '../../src/services/knowledge/answer';
import { buildKnowledgeIndex } from '../../src/services/knowledge/knowledge-index';
import { decideFaq, MAX_SUGGESTIONS } from '../../src/services/knowledge/retrieval/decision';
import { searchFaq, type FaqIndex } from '../../src/services/knowledge/retrieval/faq-index';
import { tokenize } from '../../src/services/knowledge/segmenter';
import { runTraining } from '../../src/services/knowledge/training';

/**
 * The knowledge eval (`npm run eval:knowledge`): every domain under tuning/ and held-out/ is set
 * up as a company would set it up (standard and similar questions, trained), then each visitor
 * paraphrase and off-topic question is asked. One row per domain; totals per role. Held-out
 * domains are only ever measured: their questions are never printed.
 *
 * `--misses` lists what went wrong on the tuning domains (never on the held-out ones).
 */
interface EvalItem {
  standardQuestion: string;
  similarQuestions: string[];
  answer: string;
  paraphrases: string[];
}
interface EvalDomain {
  domain: string;
  title: string;
  items: EvalItem[];
  offTopic: string[];
}
type Role = 'tuning' | 'held-out';

/** Matches handed to the decision, as the conversation entry point asks for them. */
const CANDIDATES = MAX_SUGGESTIONS;

interface Tally {
  asked: number;
  right: number;
  wrong: number;
  none: number;
  suggested: number;
  suggestedRight: number;
  offTopic: number;
  offTopicRejected: number;
  offTopicSuggested: number;
  firstByte: number[];
}
const emptyTally = (): Tally => ({
  asked: 0,
  right: 0,
  wrong: 0,
  none: 0,
  suggested: 0,
  suggestedRight: 0,
  offTopic: 0,
  offTopicRejected: 0,
  offTopicSuggested: 0,
  firstByte: [],
});

const root = new URL('./', import.meta.url);
const showMisses = process.argv.includes('--misses');

function domainsIn(folder: string, role: Role): { role: Role; data: EvalDomain }[] {
  let files: string[];
  try {
    files = readdirSync(new URL(`${folder}/`, root)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => ({
    role,
    data: JSON.parse(readFileSync(new URL(`${folder}/${f}`, root), 'utf8')) as EvalDomain,
  }));
}

/** Quality of one domain: each question through decideFaq(searchFaq(…)), as a trained project answers. */
function measure(role: Role, data: EvalDomain, tally: Tally) {
  const index: FaqIndex = buildKnowledgeIndex(
    data.items.map((item, i) => ({
      id: String(i),
      questions: [item.standardQuestion, ...item.similarQuestions],
      answer: item.answer,
    })),
    [],
    tokenize,
  ).faq;
  const decide = (q: string) => decideFaq(searchFaq(index, q, tokenize, CANDIDATES));
  const misses: string[] = [];
  const label = (id: string) => data.items[Number(id)]!.standardQuestion;
  data.items.forEach((item, i) => {
    for (const q of item.paraphrases) {
      const decision = decide(q);
      tally.asked++;
      if (decision.kind === 'answer') {
        if (decision.match.faqId === String(i)) tally.right++;
        else {
          tally.wrong++;
          misses.push(
            `WRONG  ${q} → ${label(decision.match.faqId)} (${decision.match.score.toFixed(2)}) ≠ ${item.standardQuestion}`,
          );
        }
      } else if (decision.kind === 'suggest') {
        tally.suggested++;
        const among = decision.matches.some((m) => m.faqId === String(i));
        if (among) tally.suggestedRight++;
        misses.push(
          `SUGGEST${among ? '' : '✗'} ${q} → ${decision.matches.map((m) => `${label(m.faqId)} (${m.score.toFixed(2)})`).join(' / ')} ; want ${item.standardQuestion}`,
        );
      } else {
        tally.none++;
        misses.push(`NONE   ${q} ; want ${item.standardQuestion}`);
      }
    }
  });
  for (const q of data.offTopic) {
    const decision = decide(q);
    tally.offTopic++;
    if (decision.kind !== 'answer') tally.offTopicRejected++;
    if (decision.kind === 'suggest') tally.offTopicSuggested++;
    if (decision.kind === 'answer')
      misses.push(`OFF    ${q} → ${label(decision.match.faqId)} (${decision.match.score.toFixed(2)})`);
  }
  if (showMisses && role === 'tuning') {
    console.log(`\n${data.domain} (${data.title}):`);
    for (const m of misses) console.log(`  ${m}`);
  }
}

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
const p95 = (xs: number[]) => (xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!);

function row(name: string, role: string, items: number, t: Tally) {
  return [
    name,
    role,
    String(items),
    String(t.asked),
    pct(t.right, t.asked),
    pct(t.wrong, t.asked),
    pct(t.none, t.asked),
    `${pct(t.suggested, t.asked)} (${pct(t.suggestedRight, t.suggested)})`,
    `${pct(t.offTopicRejected, t.offTopic)} of ${t.offTopic}`,
    t.firstByte.length ? `${p95(t.firstByte).toFixed(1)} ms` : '—',
  ];
}

function add(into: Tally, t: Tally) {
  for (const k of Object.keys(into) as (keyof Tally)[])
    if (k === 'firstByte') into.firstByte.push(...t.firstByte);
    else into[k] += t[k];
}

const domains = [...domainsIn('tuning', 'tuning'), ...domainsIn('held-out', 'held-out')];
if (domains.length === 0) throw new Error('no domain files under tuning/ or held-out/');

tokenize('预热');
const db = await openDatabase({ pgliteDir: 'memory://' });
try {
  const [company] = await db.db.insert(companies).values({ displayName: 'knowledge eval' }).returning();
  const tallies: Tally[] = [];
  for (const { role, data } of domains) {
    const tally = emptyTally();
    measure(role, data, tally);

    // First byte: the domain as a trained project, every question through answerQuestion in-process.
    const [project] = await db.db
      .insert(talkProjects)
      .values({ companyId: company!.id, title: data.title, publishType: 'card', data: {} })
      .returning();
    await db.db.insert(talkFaqItems).values(
      data.items.map((item, seq) => ({
        companyId: company!.id,
        projectId: project!.id,
        standardQuestion: item.standardQuestion,
        similarQuestions: item.similarQuestions,
        standardAnswers: [{ text: item.answer }],
        seq,
      })),
    );
    const [task] = await db.db
      .insert(talkNluTasks)
      .values({ companyId: company!.id, projectId: project!.id })
      .returning();
    const [trained] = await db.db
      .update(talkProjects)
      .set({ nluTaskId: task!.id })
      .where(eq(talkProjects.id, project!.id))
      .returning();
    await runTraining({ db: db.db, readDocuments: async () => ({ passages: [], skipped: [] }) }, task!.id);
    const questions = [...data.items.flatMap((i) => i.paraphrases), ...data.offTopic];
    for (const [n, question] of questions.entries()) {
      const started = performance.now();
      let first = 0;
      for await (const _ of answerQuestion({ db: db.db, config: { llm: undefined } }, trained!, `eval-${n}`, question))
        first ||= performance.now() - started;
      tally.firstByte.push(first);
    }
    tallies.push(tally);
  }

  const header = [
    'domain',
    'role',
    'items',
    'asked',
    'top-1',
    'wrong answer',
    'no match',
    'suggested (right among)',
    'off-topic rejected',
    'first byte p95',
  ];
  const rows = domains.map(({ role, data }, i) =>
    row(`${data.domain} (${data.title})`, role === 'tuning' ? 'tuning' : 'HELD OUT', data.items.length, tallies[i]!),
  );
  for (const role of ['tuning', 'held-out'] as const) {
    const total = emptyTally();
    let items = 0;
    domains.forEach((d, i) => {
      if (d.role !== role) return;
      add(total, tallies[i]!);
      items += d.data.items.length;
    });
    if (total.asked + total.offTopic > 0)
      rows.push(
        row(
          role === 'tuning' ? '**tuning total**' : '**held-out total**',
          role === 'tuning' ? 'tuning' : 'HELD OUT',
          items,
          total,
        ),
      );
  }
  console.log(`\n| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  console.log(
    `\nasked: visitor paraphrases (none of them in the FAQ). top-1: answered with the right item; wrong answer: answered with another item;` +
      `\nsuggested: 「您是想问：」 with up to ${MAX_SUGGESTIONS} standard questions (in brackets: the right one among them); off-topic rejected: not answered.` +
      `\nfirst byte: every paraphrase and off-topic question of the domain asked through answerQuestion in-process on PGlite` +
      `\n(trained project, no model configured), time to its first chunk.`,
  );
} finally {
  await db.close();
}
