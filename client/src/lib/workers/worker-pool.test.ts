import type * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { WorkerPool, type PoolWorker, type WorkerPoolOptions } from './worker-pool';

interface Api {
  work(ms: number): Promise<string>;
  crash(): Promise<never>;
}

/** Fake workers: `work` resolves after ms, `crash` rejects; terminations are counted. */
function fakePool(size: number, idleMs = 1_000, extra: Partial<WorkerPoolOptions<Api>> = {}) {
  const stats = { spawned: 0, terminated: 0 };
  const spawn = async (): Promise<PoolWorker<Api>> => {
    const id = ++stats.spawned;
    let alive = true;
    const api = {
      work: (ms: number) =>
        new Promise<string>((resolve) =>
          setTimeout(() => {
            if (alive) resolve(`w${id}`);
          }, ms),
        ),
      crash: () => Promise.reject(new Error(`w${id} crashed`)),
    };
    return {
      api: api as unknown as Comlink.Remote<Api>,
      terminate: () => {
        alive = false;
        stats.terminated++;
      },
    };
  };
  return { pool: new WorkerPool<Api>({ spawn, size, idleMs, ...extra }), stats };
}

describe('WorkerPool', () => {
  it('spawns lazily, no more workers than its size, and spreads tasks over them', async () => {
    const { pool, stats } = fakePool(2);
    expect(stats.spawned).toBe(0);
    const out = await Promise.all([10, 10, 10, 10].map((ms) => pool.run((api) => api.work(ms))));
    expect(stats.spawned).toBe(2);
    expect(new Set(out)).toEqual(new Set(['w1', 'w2']));
    pool.dispose();
  });

  it('rejects a queued task on abort without touching the workers', async () => {
    const { pool, stats } = fakePool(1);
    const first = pool.run((api) => api.work(30));
    const ctl = new AbortController();
    const second = pool.run((api) => api.work(10), ctl.signal);
    ctl.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    await expect(first).resolves.toBe('w1');
    expect(stats.terminated).toBe(0);
    pool.dispose();
  });

  it('terminates the worker of an aborted running task and spawns a fresh one for the next', async () => {
    const { pool, stats } = fakePool(1);
    const ctl = new AbortController();
    const running = pool.run((api) => api.work(1_000), ctl.signal);
    await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(stats.terminated).toBe(1));
    await expect(pool.run((api) => api.work(1))).resolves.toBe('w2');
    pool.dispose();
  });

  it('terminates workers that stay idle', async () => {
    const { pool, stats } = fakePool(1, 20);
    await pool.run((api) => api.work(1));
    expect(stats.terminated).toBe(0);
    await vi.waitFor(() => expect(stats.terminated).toBe(1), { timeout: 500 });
    pool.dispose();
  });

  it('rejects at once when the signal is already aborted', async () => {
    const { pool, stats } = fakePool(1);
    await expect(pool.run((api) => api.work(1), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(stats.spawned).toBe(0);
  });

  it('lets the worker of an aborted running task finish when asked to discard, and reuses it', async () => {
    const { pool, stats } = fakePool(1, 1_000, { abortRunning: 'discard' });
    const ctl = new AbortController();
    const running = pool.run((api) => api.work(30), ctl.signal);
    await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pool.run((api) => api.work(1))).resolves.toBe('w1');
    expect(stats).toEqual({ spawned: 1, terminated: 0 });
    pool.dispose();
  });

  it('keeps a worker whose task failed, unless told to retire it', async () => {
    const keeping = fakePool(1);
    await expect(keeping.pool.run((api) => api.crash())).rejects.toThrow('w1 crashed');
    await expect(keeping.pool.run((api) => api.work(1))).resolves.toBe('w1');
    keeping.pool.dispose();
    const retiring = fakePool(1, 1_000, { retireOnError: true });
    await expect(retiring.pool.run((api) => api.crash())).rejects.toThrow('w1 crashed');
    await vi.waitFor(() => expect(retiring.stats.terminated).toBe(1));
    await expect(retiring.pool.run((api) => api.work(1))).resolves.toBe('w2');
    retiring.pool.dispose();
  });
});
