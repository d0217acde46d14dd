import { readdirSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { companies, talkFaqItems, talkNluTasks, talkProjects } from '../../src/db/schema/index';
import { answerQuestion } from '../../src/services/knowledge/answer';
import { decideFaq, type FaqDecision, MAX_SUGGESTIONS } from '../../src/services/knowledge/retrieval/decision';
import { searchFaq, type FaqIndex } from '../../src/services/knowledge/retrieval/faq-index';
import { tokenize } from '../../src/services/knowledge/segmenter';
import { runTraining } from '../../src/services/knowledge/training';
import { type EvalDomain, indexOf, learningRound } from './domains';

/**
 * The knowledge eval (`npm run eval:knowledge`): every domain under tuning/ and held-out/ is set
 * up as a company would set it up (standard and similar questions, trained), then each visitor
 * paraphrase and off-topic question is asked. One row per domain; totals per role. Held-out
 * domains are only ever measured: their questions are never printed.
 *
 * `--misses` lists what went wrong on the tuning domains (never on the held-out ones). `--learn` adds
 * a second table: the same domains after one round of the knowledge tab's loop (domains.ts learningRound).
 */
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
const showLearning = process.argv.includes('--learn');

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

type Outcome = 'right' | 'wrong' | 'suggestedRight' | 'suggestedWrong' | 'none';

/** Counts one visitor question's outcome (`want`: its item, or null for an off-topic question). */
function count(decision: FaqDecision, want: string | null, tally: Tally): Outcome {
  if (want === null) {
    tally.offTopic++;
    if (decision.kind !== 'answer') tally.offTopicRejected++;
    if (decision.kind === 'suggest') tally.offTopicSuggested++;
    return decision.kind === 'answer' ? 'wrong' : 'none';
  }
  tally.asked++;
  const outcome: Outcome =
    decision.kind === 'answer'
      ? decision.match.faqId === want
        ? 'right'
        : 'wrong'
      : decision.kind === 'suggest'
        ? decision.matches.some((m) => m.faqId === want)
          ? 'suggestedRight'
          : 'suggestedWrong'
        : 'none';
  if (outcome === 'right') tally.right++;
  else if (outcome === 'wrong') tally.wrong++;
  else if (outcome === 'none') tally.none++;
  else {
    tally.suggested++;
    if (outcome === 'suggestedRight') tally.suggestedRight++;
  }
  return outcome;
}

/** Quality of one domain: each question through decideFaq(searchFaq(…)), as a trained project answers. */
function measure(role: Role, data: EvalDomain, tally: Tally) {
  const index = indexOf(data);
  const decide = (q: string) => decideFaq(searchFaq(index, q, tokenize, CANDIDATES));
  const misses: string[] = [];
  const label = (id: string) => data.items[Number(id)]!.standardQuestion;
  data.items.forEach((item, i) => {
    for (const q of item.paraphrases) {
      const decision = decide(q);
      const outcome = count(decision, String(i), tally);
      if (decision.kind === 'answer' && outcome === 'wrong')
        misses.push(
          `WRONG  ${q} → ${label(decision.match.faqId)} (${decision.match.score.toFixed(2)}) ≠ ${item.standardQuestion}`,
        );
      else if (decision.kind === 'suggest')
        misses.push(
          `SUGGEST${outcome === 'suggestedRight' ? '' : '✗'} ${q} → ${decision.matches.map((m) => `${label(m.faqId)} (${m.score.toFixed(2)})`).join(' / ')} ; want ${item.standardQuestion}`,
        );
      else if (decision.kind === 'none') misses.push(`NONE   ${q} ; want ${item.standardQuestion}`);
    }
  });
  for (const q of data.offTopic) {
    const decision = decide(q);
    count(decision, null, tally);
    if (decision.kind === 'answer')
      misses.push(`OFF    ${q} → ${label(decision.match.faqId)} (${decision.match.score.toFixed(2)})`);
  }
  if (showMisses && role === 'tuning') {
    console.log(`\n${data.domain} (${data.title}):`);
    for (const m of misses) console.log(`  ${m}`);
  }
}

/**
 * Before and after one round of the knowledge tab's loop (`--learn`, learningRound), on the same
 * questions: every paraphrase but the first (which the round may have added) and the off-topic ones.
 */
function beforeAndAfterLearning(data: EvalDomain): { before: Tally; after: Tally; added: number } {
  const index = indexOf(data);
  const added = learningRound(data, index);
  const askRest = (into: FaqIndex) => {
    const tally = emptyTally();
    const decide = (q: string) => decideFaq(searchFaq(into, q, tokenize, CANDIDATES));
    data.items.forEach((item, i) => {
      for (const q of item.paraphrases.slice(1)) count(decide(q), String(i), tally);
    });
    for (const q of data.offTopic) count(decide(q), null, tally);
    return tally;
  };
  return { before: askRest(index), after: askRest(indexOf(data, added)), added: added.size };
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
  if (showLearning) {
    const learningHeader = [
      'domain',
      'role',
      'added',
      'asked',
      'top-1 before → after',
      'wrong',
      'suggested (right among)',
      'off-topic rejected',
    ];
    console.log(`\n| ${learningHeader.join(' | ')} |`);
    console.log(`|${learningHeader.map(() => '---').join('|')}|`);
    const totals = {
      tuning: { before: emptyTally(), after: emptyTally(), added: 0 },
      'held-out': { before: emptyTally(), after: emptyTally(), added: 0 },
    };
    const learningRow = (name: string, role: Role, r: { before: Tally; after: Tally; added: number }) =>
      `| ${[
        name,
        role === 'tuning' ? 'tuning' : 'HELD OUT',
        String(r.added),
        String(r.after.asked),
        `${pct(r.before.right, r.before.asked)} → ${pct(r.after.right, r.after.asked)}`,
        `${pct(r.before.wrong, r.before.asked)} → ${pct(r.after.wrong, r.after.asked)}`,
        `${pct(r.after.suggested, r.after.asked)} (${pct(r.after.suggestedRight, r.after.suggested)})`,
        `${pct(r.before.offTopicRejected, r.before.offTopic)} → ${pct(r.after.offTopicRejected, r.after.offTopic)}`,
      ].join(' | ')} |`;
    for (const { role, data } of domains) {
      const round = beforeAndAfterLearning(data);
      add(totals[role].before, round.before);
      add(totals[role].after, round.after);
      totals[role].added += round.added;
      console.log(learningRow(`${data.domain} (${data.title})`, role, round));
    }
    for (const role of ['tuning', 'held-out'] as const)
      if (totals[role].after.asked > 0)
        console.log(learningRow(`**${role === 'tuning' ? 'tuning' : 'held-out'} total**`, role, totals[role]));
    console.log(
      `\nadded: items whose first visitor paraphrase was not answered with them, that paraphrase added as a similar question` +
        `\n(one click in the knowledge tab's list of missed questions); asked: the other paraphrases, before and after.`,
    );
  }
} finally {
  await db.close();
}
