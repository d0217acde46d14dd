/**
 * The editor's live check over HTTP: /green/check/v2 for the company (platform lexicon plus its
 * own words) on loopback, PGlite. Median round trip for a short scene text and for 10 000
 * characters: why the editor asks the server rather than checking in a worker (README).
 */
import { performance } from 'node:perf_hooks';
import { signedInUser } from '../test/support/accounts';
import { startTestApp } from '../test/support/test-app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const app = await startTestApp('pglite', { workers: false });
  try {
    const { cookie } = await signedInUser(app.deps.db, ['管理员']);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(app.baseUrl + path, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.json();
    };
    await post('/api/v1/safety/lexicon/words/add', {
      words: Array.from({ length: 500 }, (_, i) => ({ word: `企业词${i}` })),
    });
    const short = '欢迎了解我们的新产品，今天为您介绍三个功能，全网最低价。';
    const long = `${'今天天气很好我们一起去公园散步吧，'.repeat(600).slice(0, 9990)}出售冰毒企业词7`;
    for (const [name, text] of [
      ['short scene text', short],
      ['10 000 characters', long],
    ] as const) {
      for (let i = 0; i < 20; i++) await post('/api/v1/videocreation/green/check/v2', { text });
      const times: number[] = [];
      for (let i = 0; i < 100; i++) {
        const t = performance.now();
        await post('/api/v1/videocreation/green/check/v2', { text });
        times.push(performance.now() - t);
      }
      console.log(
        `green/check/v2, ${name} (${text.length} characters): median ${median(times).toFixed(2)} ms round trip`,
      );
    }
  } finally {
    await app.close();
  }
}

await main();
