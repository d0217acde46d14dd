import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@portal/contracts';
import { buildRouteTable } from '../../src/legacy/route-table';
import { signedInUser } from '../support/accounts';
import { startTestApp, type TestApp } from '../support/test-app';

/** Deterministic pseudo-random values, so a failure reproduces. */
function* junkValues(seed: number): Generator<unknown> {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s;
  };
  const scalars = [
    null,
    true,
    -1,
    0,
    1e308,
    'x'.repeat(300),
    '',
    '<script>',
    "' or 1=1 --",
    '../../etc/passwd',
    '\u0000',
    '😀',
  ];
  for (;;) {
    const pick = () => scalars[next() % scalars.length];
    yield {
      pageIndex: pick(),
      pageSize: pick(),
      id: pick(),
      projectId: pick(),
      text: pick(),
      reports: [pick(), { eventName: pick() }],
      nested: { deep: [pick(), { a: pick() }] },
      ['__proto__']: { polluted: true },
    };
    yield [pick(), pick()];
    yield pick();
  }
}

describe('no request makes the server fail', () => {
  let app: TestApp;
  let cookie = '';
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    cookie = (await signedInUser(app.deps.db, ['管理员', '超管'])).cookie;
  });
  afterAll(() => app?.close());

  it('answers junk sent to every route with an envelope below 500', async () => {
    const junk = junkValues(42);
    const failures: string[] = [];
    for (const entry of buildRouteTable(allCalls)) {
      const path = entry.base + entry.path.replace(/\{[^}]+\}/g, '%E2%9C%93');
      for (const withSession of [false, true]) {
        const value = junk.next().value;
        const headers: Record<string, string> = withSession ? { cookie } : {};
        let url = app.baseUrl + path;
        let body: string | undefined;
        if (entry.method === 'GET') {
          url += `?pageIndex=abc&id=${encodeURIComponent(JSON.stringify(value))}&id=2`;
        } else {
          headers['content-type'] = 'application/json';
          body = JSON.stringify(value);
        }
        const res = await fetch(url, { method: entry.method, headers, body });
        const text = await res.text();
        const isEnvelope = entry.stream ? true : /^\{"code":\d+,"message":/.test(text);
        if (res.status >= 500 && res.status !== 501)
          failures.push(`${entry.method} ${path} -> ${res.status} ${text.slice(0, 120)}`);
        if (!isEnvelope) failures.push(`${entry.method} ${path} -> not an envelope: ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
  }, 120_000);
});
