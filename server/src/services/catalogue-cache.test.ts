import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { cachedCatalogue, invalidateCatalogue } from './catalogue-cache';

/** A lazy thenable like a Drizzle query: every then() runs the query again. */
const lazyQuery = (counter: { runs: number }): PromiseLike<number[]> => ({
  // biome-ignore lint/suspicious/noThenProperty: the test needs a thenable, as a Drizzle query is
  then(onFulfilled, onRejected) {
    counter.runs++;
    return Promise.resolve([counter.runs]).then(onFulfilled, onRejected);
  },
});

describe('catalogue cache', () => {
  it('runs a lazy query once for all callers until invalidated', async () => {
    const db = {} as Database;
    const counter = { runs: 0 };
    const read = () => cachedCatalogue('test', db, 'c1', () => lazyQuery(counter));
    expect(await Promise.all([read(), read()])).toEqual([[1], [1]]);
    expect(await read()).toEqual([1]);
    expect(counter.runs).toBe(1);
    invalidateCatalogue('test');
    expect(await read()).toEqual([2]);
  });

  it('keeps catalogues of different databases and keys apart', async () => {
    const counter = { runs: 0 };
    await cachedCatalogue('test2', {} as Database, 'a', () => lazyQuery(counter));
    await cachedCatalogue('test2', {} as Database, 'a', () => lazyQuery(counter));
    expect(counter.runs).toBe(2);
  });
});
