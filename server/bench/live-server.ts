/**
 * The server side of the live bench (bench/live.bench.ts starts it as its own process): the real
 * app with the live socket on an ephemeral port (as main.ts wires it: createApp + attachLiveSocket,
 * PGlite in its thread, eSpeak NG in its thread), the loopback model and a 0 ms loopback
 * recogniser, and a published card with a FAQ, visitors and their running sessions. Answers its
 * parent over IPC: `ready` with what the load needs, then `rss` on request.
 */
import { RESOURCE_TYPES } from '@portal/contracts';
import { companyQuotas, talkNluTasks, talkProjects, talkSessions } from '../src/db/schema/index';
import { runTraining } from '../src/services/knowledge/training';
import { issueVisitorId } from '../src/services/applet/visitor-id';
import { signedInUser } from '../test/support/accounts';
import { startLiveStandIn } from '../test/support/live-stand-ins';
import { startTestApp } from '../test/support/test-app';
import { speechThreadCount } from '../src/services/speech/espeak-engine';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 160);
/** Distinct FAQ items, so a cold question's answer is not yet in the speech cache. */
export const COLD_ITEMS = 80;

async function main() {
  const edge = await startLiveStandIn({ sentenceMs: 40, sentences: 6, heard: '你们的营业时间是几点到几点' });
  // PGlite by default; PostgreSQL when DATABASE_URL is set (a fresh database, dropped afterwards).
  const app = await startTestApp(process.env.DATABASE_URL ? 'postgres' : 'pglite', {
    workers: false,
    config: {
      llm: { baseUrl: `${edge.origin}/v1`, apiKey: 'test-key', model: 'stand-in' },
      asr: { baseUrl: `${edge.origin}/v1`, apiKey: 'asr-key', model: 'whisper-1' },
      // Each simulated visitor comes from its own address (X-Forwarded-For), as behind a proxy.
      trustProxy: true,
      validateOutputs: false,
      // As main.ts sizes it: one speech thread per core, up to two.
      speechThreads: speechThreadCount(undefined),
    },
  });
  const owner = await signedInUser(app.deps.db);
  // The company holds interactive duration, as a card's company must: heartbeats meter the calls.
  await app.deps.db.insert(companyQuotas).values({
    companyId: owner.company.id,
    resourceType: RESOURCE_TYPES.interactiveDuration,
    resourceCode: 'RSC-TC-TIME',
    resourceName: '互动时长',
    resourceUnit: '分钟',
    capacity: 1_000_000,
  });
  const [project] = await app.deps.db
    .insert(talkProjects)
    .values({
      companyId: owner.company.id,
      title: '名片',
      publishType: 'card',
      data: {},
      persona: { displayName: '小星' },
      visibility: true,
      shareToken: 'bench-token',
    })
    .returning();
  const projectId = project!.id;
  const faq = async (standardQuestion: string, answer: string) => {
    const res = await fetch(`${app.baseUrl}/api/talk/faq/create`, {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, standardQuestion, standardAnswers: [answer] }),
    });
    const body = (await res.json()) as { code: number; message: string };
    if (body.code !== 200) throw new Error(body.message);
  };
  await faq('你们的营业时间是几点到几点', '每天早上九点到晚上九点营业。欢迎您随时光临。');
  for (let i = 1; i <= COLD_ITEMS; i++)
    await faq(`编号${i}号套餐包含哪些服务`, `编号${i}号套餐包含${i}项服务。详情请咨询店员。`);
  // A published card is trained (as its owner does before sharing it): questions use the kept index.
  const [task] = await app.deps.db.insert(talkNluTasks).values({ companyId: owner.company.id, projectId }).returning();
  await runTraining({ db: app.deps.db, readDocuments: async () => ({ passages: [], skipped: [] }) }, task!.id);
  /** A running call of a visitor, begun now (a session without heartbeats ends after 45 s). */
  const begin = async (visitorId: string) => {
    const [session] = await app.deps.db
      .insert(talkSessions)
      .values({ companyId: owner.company.id, projectId, side: 'client', visitorId, mode: 'videoCall' })
      .returning();
    return { visitorId, sessionId: session!.id };
  };
  const visitors = [];
  for (let i = 0; i < VISITORS; i++) visitors.push(await begin(issueVisitorId(app.deps.config.secret, projectId)));
  process.on('message', (message: { type: string; visitorIds?: string[] }) => {
    if (message.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
    if (message.type === 'sessions')
      void Promise.all((message.visitorIds ?? []).map(begin)).then((sessions) =>
        process.send?.({ type: 'sessions', sessions }),
      );
    if (message.type === 'stop') void app.close().finally(() => edge.close().finally(() => process.exit(0)));
  });
  process.send?.({ type: 'ready', baseUrl: app.baseUrl, projectId, shareToken: 'bench-token', visitors });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
