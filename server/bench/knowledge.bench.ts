import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { talkFaqItems, talkNluTasks, talkProjects, users } from '../src/db/schema/index';
import { seedDemoData } from '../src/db/seed/demo';
import { decideFaq, MAX_SUGGESTIONS } from '../src/services/knowledge/retrieval/decision';
import { buildFaqIndex, searchFaq } from '../src/services/knowledge/retrieval/faq-index';
import { tokenize } from '../src/services/knowledge/segmenter';
import { runTraining } from '../src/services/knowledge/training';
import { startTestApp } from '../test/support/test-app';
import { legacyClient } from '../test/support/client';

/**
 * Knowledge engine bench: retrieval quality on the shipped fixture (300 items, held-out
 * paraphrases, off-topic questions), index build of 10 000 items, and request to first streamed
 * byte of a FAQ hit over HTTP with 10 000 items. `npx tsx server/bench/knowledge.bench.ts`
 */
interface Fixture {
  items: { id: string; standardQuestion: string; similarQuestions: string[]; answer: string }[];
  paraphrases: { question: string; faqId: string }[];
  offTopic: string[];
}
const fixture = JSON.parse(readFileSync(new URL('./fixtures/faq-bench.json', import.meta.url), 'utf8')) as Fixture;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

tokenize('预热');
const index = buildFaqIndex(
  fixture.items.map((i) => ({ id: i.id, questions: [i.standardQuestion, ...i.similarQuestions] })),
  tokenize,
);
/**
 * Top-1 accuracy and off-topic rejection of one held-out set over the fixture's items, decided as a
 * visitor's question is (decideFaq): answered with the right item; off-topic not answered.
 */
function quality(name: string, set: Pick<Fixture, 'paraphrases' | 'offTopic'>) {
  let correct = 0;
  let wrong = 0;
  let suggested = 0;
  const misses: string[] = [];
  for (const p of set.paraphrases) {
    const decision = decideFaq(searchFaq(index, p.question, tokenize, MAX_SUGGESTIONS));
    if (decision.kind === 'answer' && decision.match.faqId === p.faqId) correct++;
    else if (decision.kind === 'answer') {
      wrong++;
      if (misses.length < 8)
        misses.push(`${p.question} → ${decision.match.question} (${decision.match.score.toFixed(2)})`);
    } else if (decision.kind === 'suggest') suggested++;
  }
  let rejected = 0;
  const leaks: string[] = [];
  for (const q of set.offTopic) {
    const decision = decideFaq(searchFaq(index, q, tokenize, MAX_SUGGESTIONS));
    if (decision.kind !== 'answer') rejected++;
    else if (leaks.length < 8) leaks.push(`${q} → ${decision.match.question} (${decision.match.score.toFixed(2)})`);
  }
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
  console.log(`quality (${name}): ${fixture.items.length} items, decided by decideFaq`);
  console.log(
    `  top-1 ${pct(correct, set.paraphrases.length)}, wrong answer ${pct(wrong, set.paraphrases.length)}, suggested ${pct(suggested, set.paraphrases.length)} of ${set.paraphrases.length} held-out paraphrases`,
  );
  console.log(
    `  off-topic rejected ${pct(rejected, set.offTopic.length)} of ${set.offTopic.length} off-topic questions`,
  );
  if (misses.length) console.log(`  wrong answers: ${misses.join(' | ')}`);
  if (leaks.length) console.log(`  off-topic answered: ${leaks.join(' | ')}`);
}
quality('first set', fixture);
// Written after the synonym lexicon was settled and never used to tune it: the honest figure.
quality(
  'second set',
  JSON.parse(readFileSync(new URL('./fixtures/faq-bench-fresh.json', import.meta.url), 'utf8')) as Fixture,
);

// 10 000 items: the 300 fixture items under 34 store names each (distinct questions, same shapes).
const big = Array.from({ length: 10_000 }, (_, n) => {
  const item = fixture.items[n % fixture.items.length]!;
  const store = `${Math.floor(n / fixture.items.length) + 1}号店`;
  return {
    id: `${n}`,
    standardQuestion: `${store}${item.standardQuestion}`,
    similarQuestions: item.similarQuestions.map((q) => `${store}${q}`),
    answer: item.answer,
  };
});
const started = performance.now();
const bigIndex = buildFaqIndex(
  big.map((i) => ({ id: i.id, questions: [i.standardQuestion, ...i.similarQuestions] })),
  tokenize,
);
console.log(
  `index build, 10 000 items (${bigIndex.docs.length} questions): ${Math.round(performance.now() - started)} ms`,
);
const searchTimes = fixture.paraphrases.map((p) => {
  const t = performance.now();
  searchFaq(bigIndex, `5号店${p.question}`, tokenize);
  return performance.now() - t;
});
console.log(`search with 10 000 items: p95 ${p95(searchTimes).toFixed(2)} ms`);

// Over HTTP: trained project with 10 000 items, request → first streamed byte of a FAQ hit.
const app = await startTestApp('pglite', { workers: false });
try {
  await seedDemoData(app.deps.db);
  const [admin] = await app.deps.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
  const [project] = await app.deps.db
    .insert(talkProjects)
    .values({ companyId: admin!.companyId, title: 'bench', publishType: 'card', data: {} })
    .returning();
  for (let at = 0; at < big.length; at += 1000) {
    await app.deps.db.insert(talkFaqItems).values(
      big.slice(at, at + 1000).map((i, k) => ({
        companyId: admin!.companyId,
        projectId: project!.id,
        standardQuestion: i.standardQuestion,
        similarQuestions: i.similarQuestions,
        standardAnswers: [{ text: i.answer }],
        seq: at + k,
      })),
    );
  }
  const [task] = await app.deps.db
    .insert(talkNluTasks)
    .values({ companyId: admin!.companyId, projectId: project!.id })
    .returning();
  const trainStart = performance.now();
  await runTraining({ db: app.deps.db, readDocuments: async () => ({ passages: [], skipped: [] }) }, task!.id);
  console.log(`training job, 10 000 items (read, build, store): ${Math.round(performance.now() - trainStart)} ms`);
  const client = legacyClient(app.baseUrl);
  await client.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  /** One ask: ms to the first `data` event, and whether the FAQ answered. */
  const ask = async (question: string) => {
    const t = performance.now();
    const res = await fetch(`${app.baseUrl}/api/talk/faq/askStream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ projectId: project!.id, question }),
    });
    const reader = res.body!.getReader();
    let text = '';
    let first = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      if (!first && text.includes('event: data')) first = performance.now() - t;
    }
    return { first, hit: text.includes('"source":"faq"') };
  };
  const firstByte: number[] = [];
  let hits = 0;
  for (const p of fixture.paraphrases.slice(0, 120)) {
    const { first, hit } = await ask(`5号店${p.question}`);
    if (hit) {
      hits++;
      firstByte.push(first);
    }
  }
  console.log(
    `FAQ hit over HTTP, 10 000 items: first data event p95 ${p95(firstByte.slice(5)).toFixed(1)} ms (${hits} hits of 120 asks; first 5 left out as warm-up)`,
  );
  // Four visitors asking at the same moment, 240 asks in all: the server's one thread shared.
  const concurrent: number[] = [];
  const queue = fixture.paraphrases.map((p) => `7号店${p.question}`);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
        const { first, hit } = await ask(q);
        if (hit) concurrent.push(first);
      }
    }),
  );
  console.log(
    `FAQ hit over HTTP, 10 000 items, 4 concurrent visitors: first data event p95 ${p95(concurrent).toFixed(1)} ms (${concurrent.length} hits of ${fixture.paraphrases.length} asks)`,
  );
} finally {
  await app.close();
}
