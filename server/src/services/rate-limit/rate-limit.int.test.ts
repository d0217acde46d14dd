import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/support/databases';
import { enforce, hit, peek, reset, unhit, type RateRule } from './rate-limit';

describe.each(testEngines())('rate limiter on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.drop());
  const db = () => database.handle.db;

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const rule: RateRule = { name: 'concurrent', limit: 10, windowMs: 60_000 };
    const states = await Promise.all(Array.from({ length: 30 }, () => hit(db(), rule, 'one subject')));
    expect(states.filter((s) => s.allowed)).toHaveLength(10);
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await hit(db(), rule, 'another subject')).allowed).toBe(true);
  });

  it('locks a full window from the hit that reached the limit, then starts afresh', async () => {
    const rule: RateRule = { name: 'lockout', limit: 3, windowMs: 60_000 };
    const t0 = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    await hit(db(), rule, 's', t0);
    await hit(db(), rule, 's', at(10_000));
    const third = await hit(db(), rule, 's', at(50_000));
    expect(third).toMatchObject({ count: 3, allowed: true });
    expect(third.resetAt.toISOString()).toBe(at(110_000).toISOString());
    // Past the first hit's window, still inside the lockout that the third hit started.
    const fourth = await hit(db(), rule, 's', at(70_000));
    expect(fourth).toMatchObject({ count: 4, allowed: false, retryAfterMs: 40_000 });
    expect((await peek(db(), rule, 's', at(70_000))).allowed).toBe(false);
    expect(await hit(db(), rule, 's', at(110_001))).toMatchObject({ count: 1, allowed: true });
  });

  it('takes a hit back, forgets a subject, and refuses through enforce', async () => {
    const rule: RateRule = { name: 'undo', limit: 2, windowMs: 60_000 };
    await hit(db(), rule, 'u');
    await hit(db(), rule, 'u');
    await unhit(db(), rule, 'u');
    expect(await peek(db(), rule, 'u')).toMatchObject({ count: 1, allowed: true });
    await reset(db(), rule, 'u');
    expect((await peek(db(), rule, 'u')).count).toBe(0);
    const other: RateRule = { name: 'undo-other', limit: 1, windowMs: 60_000 };
    await enforce(
      db(),
      [
        [rule, 'u'],
        [other, 'u'],
      ],
      () => new Error('over'),
    );
    await expect(
      enforce(
        db(),
        [
          [rule, 'u'],
          [other, 'u'],
        ],
        () => new Error('over'),
      ),
    ).rejects.toThrow('over');
    // Both counters saw the refused hit.
    expect((await peek(db(), rule, 'u')).count).toBe(2);
    expect((await peek(db(), other, 'u')).count).toBe(2);
  });
});
