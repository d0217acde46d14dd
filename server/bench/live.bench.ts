/**
 * Live conversation bench (`npm run bench:live`): a real server in its own process
 * (bench/live-server.ts: the app with its live socket, eSpeak NG, PGlite, the loopback model and
 * a 0 ms loopback recogniser), driven over the WebSocket channel by simulated visitors, each on
 * its own socket and address:
 * (a) a typed FAQ question → the first speech chunk received (cold: an answer not yet spoken;
 *     warm: one the speech cache holds), with 1 visitor and with 20 asking at once;
 * (b) an utterance sent (the page's VAD end) → the first speech chunk, recogniser at 0 ms;
 * (c) 100 sessions for 60 s, each asking every 10 s (and a heartbeat every 10 s when live.heartbeat
 *     answers): sessions lost, first-audio p95, server RSS per session.
 * The figures are what the page would see minus decoding the WAV (a few ms in the browser).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AnswerChunk } from '@portal/contracts';
import { liveSocketClient, quietWav } from '../test/support/live-stand-ins';

type Ready = {
  baseUrl: string;
  projectId: string;
  shareToken: string;
  visitors: { visitorId: string; sessionId: string }[];
};

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
/** Share of (c)'s questions whose answer is not yet spoken (the rest hit the speech cache); BENCH_COLD=0 measures the cached path alone. */
const COLD_SHARE = Number(process.env.BENCH_COLD ?? 0.5);
/** BENCH_PROFILE=<folder>: the server writes a CPU profile there (node --cpu-prof) when it stops. */
const PROFILE = process.env.BENCH_PROFILE;
/** BENCH_PARTS=c runs (c) alone. */
const PARTS = process.env.BENCH_PARTS ?? 'abc';
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : Number.NaN;
};
/** NaN marks a question not answered by its FAQ item (a suggestion, the model): left out of the figures. */
const describe = (all: number[]) => {
  const values = all.filter(Number.isFinite);
  const other = all.length - values.length;
  return `p50 ${quantile(values, 0.5).toFixed(0)} ms, p95 ${quantile(values, 0.95).toFixed(0)} ms (n=${values.length}${other ? `; ${other} answered otherwise, left out` : ''})`;
};
/** How the questions were answered (faq, suggest, noMatch…): a FAQ bench must measure FAQ answers. */
const answeredBy = new Map<string, number>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./live-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...(PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE}`] : [])],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_VISITORS: String(Math.max(SESSIONS, 40) + 60) },
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.on('message', (m: { type: string } & Ready) => m.type === 'ready' && resolve(m));
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
  });
  const rss = () =>
    new Promise<number>((resolve) => {
      const on = (m: { type: string; rss: number }) => {
        if (m.type !== 'rss') return;
        child.off('message', on);
        resolve(m.rss);
      };
      child.on('message', on);
      child.send({ type: 'rss' });
    });
  /** Fresh sessions for these visitors (the ones made at the start have timed out by then). */
  const sessions = (visitorIds: string[]) =>
    new Promise<{ visitorId: string; sessionId: string }[]>((resolve) => {
      const on = (m: { type: string; sessions: { visitorId: string; sessionId: string }[] }) => {
        if (m.type !== 'sessions') return;
        child.off('message', on);
        resolve(m.sessions);
      };
      child.on('message', on);
      child.send({ type: 'sessions', visitorIds });
    });
  return { child, ready, rss, sessions };
}

/** One simulated visitor: its own socket, from its own address. */
function visitor(server: Ready, index: number) {
  const { visitorId, sessionId } = server.visitors[index]!;
  const socket = liveSocketClient(server.baseUrl, { 'x-forwarded-for': `10.1.${index >> 8}.${index & 255}` });
  const link = { projectId: server.projectId, shareToken: server.shareToken, visitorId };
  /**
   * Time from the call to the first chunk with speech, answered once the whole answer has arrived
   * (a visitor asks again after hearing it; a socket streams at most four answers at once).
   */
  const firstSpeech = (start: (handlers: object) => { unsubscribe(): void }) =>
    new Promise<number>((resolve, reject) => {
      const began = performance.now();
      let heardAfter: number | null = null;
      let source: string | null = null;
      const sub = start({
        onData: (chunk: AnswerChunk) => {
          if (chunk.content && source === null) {
            source = chunk.source;
            answeredBy.set(source, (answeredBy.get(source) ?? 0) + 1);
          }
          if (chunk.speech && heardAfter === null) heardAfter = performance.now() - began;
        },
        onError: (error: Error) => reject(error),
        onComplete: () => {
          sub.unsubscribe();
          if (heardAfter === null) reject(new Error('no speech'));
          // Only answers given by the FAQ item are timed (the first chunk with text says which).
          else resolve(source === null || source === 'faq' ? heardAfter : Number.NaN);
        },
      });
    });
  return {
    sessionId,
    close: () => socket.close(),
    ask: (question: string, withSession = true) =>
      firstSpeech((h) =>
        socket.client.applet.askStream.subscribe(
          { ...link, question, speak: true, ...(withSession ? { sessionId } : {}) },
          h,
        ),
      ),
    speakUtterance: (wavBase64: string) =>
      firstSpeech((h) => socket.client.live.voiceAsk.subscribe({ ...link, sessionId, audioBase64: wavBase64 }, h)),
    heartbeat: () => socket.client.live.heartbeat.mutate({ ...link, sessionId }),
  };
}

async function main() {
  const started = new Date();
  const server = startServer();
  const ready = await server.ready;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  say(`live bench, ${started.toISOString()}, ${cpus().length}× ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}`);
  let next = 0;
  const take = () => visitor(ready, next++);

  // Warm-up: the first synthesis starts the engine thread.
  const warm = take();
  await warm.ask('你们的营业时间是几点到几点', false);

  if (PARTS.includes('a')) await partA(take, say, warm);
  if (PARTS.includes('b')) await partB(take, say);
  if (PARTS.includes('c')) {
    const fresh = await server.sessions(ready.visitors.slice(next, next + SESSIONS).map((v) => v.visitorId));
    ready.visitors.splice(next, fresh.length, ...fresh);
    await partC(take, say, server);
  }
  say(`answers by source: ${[...answeredBy].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  warm.close();
  server.child.send({ type: 'stop' });
  await new Promise((resolve) => server.child.once('exit', resolve));
}

type Visitor = ReturnType<typeof visitor>;
type Say = (line: string) => void;

async function partA(take: () => Visitor, say: Say, warm: Visitor) {
  // (a) one visitor, cold answers then the cached one; then 20 at once.
  // One visitor at a time; a fresh one every ten questions (a visitor may ask 20 a minute).
  let one = take();
  const cold: number[] = [];
  for (let i = 1; i <= 20; i++) {
    if (i === 11) {
      one.close();
      one = take();
    }
    cold.push(await one.ask(`编号${i}号套餐包含哪些服务`, false));
  }
  say(`(a) typed FAQ → first speech, 1 visitor, answer not yet spoken: ${describe(cold)}`);
  const warmOne: number[] = [];
  for (let i = 0; i < 15; i++) warmOne.push(await warm.ask('你们的营业时间是几点到几点', false));
  say(`(a) typed FAQ → first speech, 1 visitor, answer in the speech cache: ${describe(warmOne)}`);
  one.close();
  const crowd = Array.from({ length: 20 }, take);
  const crowdCold: number[] = [];
  const crowdWarm: number[] = [];
  for (let round = 0; round < 2; round++) {
    const base = 21 + round * 20;
    crowdCold.push(...(await Promise.all(crowd.map((v, i) => v.ask(`编号${base + i}号套餐包含哪些服务`, false)))));
    await sleep(300);
  }
  for (let round = 0; round < 3; round++) {
    crowdWarm.push(...(await Promise.all(crowd.map((v) => v.ask('你们的营业时间是几点到几点', false)))));
    await sleep(300);
  }
  say(`(a) typed FAQ → first speech, 20 visitors at once, answers not yet spoken: ${describe(crowdCold)}`);
  say(`(a) typed FAQ → first speech, 20 visitors at once, answer in the speech cache: ${describe(crowdWarm)}`);
  for (const v of crowd) v.close();
}

async function partB(take: () => Visitor, say: Say) {
  // (b) utterance (VAD end) → first speech, 0 ms recogniser.
  const talker = take();
  const wav = quietWav(1200).toString('base64');
  const spoken: number[] = [];
  for (let i = 0; i < 15; i++) spoken.push(await talker.speakUtterance(wav));
  say(`(b) utterance sent → first speech (0 ms recogniser, FAQ answer in the cache): ${describe(spoken)}`);
  talker.close();
}

async function partC(take: () => Visitor, say: Say, server: ReturnType<typeof startServer>) {
  // (c) SESSIONS sessions for SECONDS s.
  const rssBefore = await server.rss();
  const sessions = Array.from({ length: SESSIONS }, take);
  let heartbeats = true;
  try {
    await sessions[0]!.heartbeat();
  } catch (error) {
    heartbeats = false;
    say(`(c) live.heartbeat does not answer on this branch (${(error as Error).message}): no heartbeats sent`);
  }
  const firstAudio: number[] = [];
  const failures: string[] = [];
  const until = Date.now() + SECONDS * 1000;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => void server.rss().then((r) => (rssPeak = Math.max(rssPeak, r))), 2000);
  await Promise.all(
    sessions.map(async (v, i) => {
      await sleep((i * 10_000) / SESSIONS);
      while (Date.now() < until) {
        const tick = Date.now();
        if (heartbeats) await v.heartbeat().catch((e: Error) => failures.push(`heartbeat: ${e.message}`));
        await v
          .ask(i < SESSIONS * COLD_SHARE ? `编号${(i % 80) + 1}号套餐包含哪些服务` : '你们的营业时间是几点到几点')
          .then((ms) => firstAudio.push(ms))
          .catch((e: Error) =>
            failures.push(
              `${e.message} ${JSON.stringify((e as { shape?: { data?: unknown } }).shape?.data ?? null).slice(0, 200)}`,
            ),
          );
        await sleep(Math.max(0, 10_000 - (Date.now() - tick)));
      }
    }),
  );
  clearInterval(sampler);
  // A session is lost when a question in it is refused at the end (ended, not found).
  let lost = 0;
  for (const v of sessions) await v.ask('你们的营业时间是几点到几点').catch(() => (lost += 1));
  const rssAfter = await server.rss();
  say(
    `(c) ${SESSIONS} sessions × ${SECONDS} s (${Math.round(COLD_SHARE * 100)}% of them asking answers not yet spoken): lost ${lost}, failed questions ${failures.length}${failures.length ? ` (${[...new Set(failures)].slice(0, 3).join('; ')})` : ''}, first speech ${describe(firstAudio)}`,
  );
  say(
    `(c) server RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(rssPeak / 2 ** 20).toFixed(0)} MB, after ${(rssAfter / 2 ** 20).toFixed(0)} MB: ${((rssPeak - rssBefore) / SESSIONS / 1024).toFixed(0)} KB per session at peak`,
  );
  for (const v of sessions) v.close();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
