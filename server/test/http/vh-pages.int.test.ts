import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_AVATARS } from '../../src/services/avatars/catalogue';
import type { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { insertExclusiveAvatar, startCatalogueApp } from '../support/vh';

type Item = {
  personaBizId: string;
  industry: string;
  name: string;
  isMine: boolean;
  exclusive: boolean;
  isNew?: boolean;
  releasedAt: string;
};
const ids = (list: Item[]) => list.map((i) => i.personaBizId);

/** The paged digital-human lists (002 §7 query-vh-page and query-vh-page_new). */
describe.each(testEngines())('digital-human pages on %s', (engine) => {
  let app: TestApp;
  let member: ReturnType<typeof legacyClient>;
  let stranger: ReturnType<typeof legacyClient>;
  const platform = SEED_AVATARS.map((a) => a.personaBizId);
  // The demo company took the first three of the catalogue (db/seed/demo.ts).
  const taken = platform.slice(0, 3);
  // What the demo company sees: the market and its own exclusive one (not the other company's).
  const total = platform.length + 1;
  const newestFirst = [...platform].reverse();
  beforeAll(async () => {
    let demoCompanyId: string, otherCompanyId: string;
    ({ app, member, stranger, demoCompanyId, otherCompanyId } = await startCatalogueApp(engine));
    // Released after every platform avatar (1–8 November), so it is the newest of the demo company's list.
    await insertExclusiveAvatar(app.deps.db, demoCompanyId, 'vh-ex-demo', { day: 20 });
    await insertExclusiveAvatar(app.deps.db, otherCompanyId, 'vh-ex-other', { day: 21 });
  }, 180_000);
  afterAll(() => app?.close());

  it('pages the catalogue with the company’s own first, then the market in release order', async () => {
    const all = await member.post('/api/vh/info/v2/query-vh-page', { pageIndex: 1, pageSize: 100 });
    expect(all.code).toBe(200);
    expect(all.data).toMatchObject({ total, pageIndex: 1, pageSize: 100 });
    expect(ids(all.data.list)).toEqual([...taken, 'vh-ex-demo', ...platform.slice(3)]);
    expect(all.data.list.map((i: Item) => i.isMine)).toEqual([
      ...Array(taken.length + 1).fill(true),
      ...Array(platform.length - taken.length).fill(false),
    ]);
    expect(all.data.list.filter((i: Item) => i.exclusive).map((i: Item) => i.personaBizId)).toEqual(['vh-ex-demo']);
    expect(ids(all.data.list)).not.toContain('vh-ex-other');

    const second = await member.post('/api/vh/info/v2/query-vh-page', { pageIndex: 2, pageSize: 4 });
    expect(second.data).toMatchObject({ total, pageIndex: 2, pageSize: 4 });
    expect(ids(second.data.list)).toEqual(platform.slice(3, 7));
    const last = await member.post('/api/vh/info/v2/query-vh-page', { pageIndex: 3, pageSize: 4 });
    expect(ids(last.data.list)).toEqual(platform.slice(7, 11));
    const beyond = await member.post('/api/vh/info/v2/query-vh-page', { pageIndex: 9, pageSize: 4 });
    expect(beyond.data).toMatchObject({ list: [], total });
    // Defaults: first page of ten.
    expect((await member.post('/api/vh/info/v2/query-vh-page', {})).data).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      total,
    });
  });

  it('filters by industry, name and model type, and counts the filtered total', async () => {
    const education = await member.post('/api/vh/info/v2/query-vh-page', {
      pageIndex: 1,
      pageSize: 10,
      industry: '教育',
    });
    expect(education.data.total).toBe(2);
    expect(education.data.list.every((i: Item) => i.industry === '教育')).toBe(true);
    expect((await member.post('/api/vh/info/v2/query-vh-page', { industry: 'all' })).data.total).toBe(total);
    const named = await member.post('/api/vh/info/v2/query-vh-page', { name: SEED_AVATARS[4]!.name });
    expect(ids(named.data.list)).toEqual([SEED_AVATARS[4]!.personaBizId]);
    expect((await member.post('/api/vh/info/v2/query-vh-page', { vhModelType: 'studio' })).data.total).toBe(total);
    expect((await member.post('/api/vh/info/v2/query-vh-page', { vhModelType: 'Interactive' })).data.total).toBe(0);
  });

  it('keeps each company to its own exclusive digital humans', async () => {
    const theirs = await stranger.post('/api/vh/info/v2/query-vh-page', { pageSize: 100 });
    expect(theirs.data.total).toBe(total);
    // Nothing taken from the market: only its exclusive one is its own.
    expect(theirs.data.list[0]).toMatchObject({ personaBizId: 'vh-ex-other', isMine: true, exclusive: true });
    expect(theirs.data.list.slice(1).every((i: Item) => !i.isMine)).toBe(true);
    expect(ids(theirs.data.list)).not.toContain('vh-ex-demo');
    const theirNew = await stranger.post('/api/vh/info/v2/query-vh-page_new', { pageSize: 100 });
    expect(ids(theirNew.data.list)).not.toContain('vh-ex-demo');
  });

  it('lists the new-list order, newest first, marking the latest three new whatever the filter', async () => {
    const res = await member.post('/api/vh/info/v2/query-vh-page_new', { pageIndex: 1, pageSize: 100 });
    expect(res.data.total).toBe(total);
    expect(ids(res.data.list)).toEqual(['vh-ex-demo', ...newestFirst]);
    const times = res.data.list.map((i: Item) => new Date(i.releasedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.data.list.filter((i: Item) => i.isNew).map((i: Item) => i.personaBizId)).toEqual([
      'vh-ex-demo',
      newestFirst[0],
      newestFirst[1],
    ]);
    expect(res.data.list.find((i: Item) => i.personaBizId === taken[0])).toMatchObject({ isMine: true, isNew: false });
    const page2 = await member.post('/api/vh/info/v2/query-vh-page_new', { pageIndex: 2, pageSize: 2 });
    expect(ids(page2.data.list)).toEqual([newestFirst[1], newestFirst[2]]);
    // 教育 holds the 3rd and 4th platform avatars, neither among the latest three.
    const education = await member.post('/api/vh/info/v2/query-vh-page_new', { industry: '教育' });
    expect(ids(education.data.list)).toEqual([platform[3], platform[2]]);
    expect(education.data.list.every((i: Item) => i.isNew === false)).toBe(true);
  });

  it('refuses bad paging with the field named, never a 500', async () => {
    for (const path of ['/api/vh/info/v2/query-vh-page', '/api/vh/info/v2/query-vh-page_new']) {
      for (const [body, field] of [
        [{ pageIndex: 0 }, 'pageIndex'],
        [{ pageSize: 0 }, 'pageSize'],
        [{ pageSize: 10_001 }, 'pageSize'],
        [{ pageIndex: 'first' }, 'pageIndex'],
        [{ industry: 7 }, 'industry'],
        [{ name: 'x'.repeat(101) }, 'name'],
      ] as const) {
        const res = await member.post(path, body);
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, code: 400 });
        expect(res.message).toContain(field);
      }
      expect((await member.post(path, { pageSize: 10_000 })).code).toBe(200);
      expect(
        (
          await fetch(`${app.baseUrl}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).status,
      ).toBe(401);
    }
  });
});
