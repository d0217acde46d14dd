import type * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import type { SsmlWorkerApi } from '@portal/workers/entries/ssml.worker';
import { fromPlainText } from '@portal/workers/core/ssml/index';
import { createSsmlBridge } from './ssml-worker';
import type { PoolWorker } from './worker-pool';

/** A fake speech worker whose validate answers after `ms`, counting starts and terminations. */
function fakeWorkers(ms: number) {
  const stats = { spawned: 0, terminated: 0, validated: 0 };
  const spawn = async (): Promise<PoolWorker<SsmlWorkerApi>> => {
    stats.spawned++;
    const api = {
      validate: () =>
        new Promise((resolve) =>
          setTimeout(() => {
            stats.validated++;
            resolve([]);
          }, ms),
        ),
      readingsOf: async (char: string) => (char === '行' ? ['xing2', 'hang2'] : []),
    };
    return {
      api: api as unknown as Comlink.Remote<SsmlWorkerApi>,
      terminate: () => {
        stats.terminated++;
      },
    };
  };
  return { spawn, stats };
}

describe('speech markup bridge', () => {
  it('answers through one lazily spawned worker', async () => {
    const { spawn, stats } = fakeWorkers(1);
    const bridge = createSsmlBridge(spawn);
    expect(stats.spawned).toBe(0);
    await expect(bridge.validate(fromPlainText('你好'), 'local', 'zh-CN')).resolves.toEqual([]);
    await expect(bridge.readingsOf('行')).resolves.toEqual(['xing2', 'hang2']);
    expect(stats.spawned).toBe(1);
    bridge.dispose();
  });

  it('rejects a superseded check at once and keeps the worker and its dictionary', async () => {
    const { spawn, stats } = fakeWorkers(30);
    const bridge = createSsmlBridge(spawn);
    const ctl = new AbortController();
    const older = bridge.validate(fromPlainText('旧'), 'local', 'zh-CN', ctl.signal);
    await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    await expect(older).rejects.toMatchObject({ name: 'AbortError' });
    await expect(bridge.validate(fromPlainText('新'), 'local', 'zh-CN')).resolves.toEqual([]);
    expect(stats).toMatchObject({ spawned: 1, terminated: 0, validated: 2 });
    bridge.dispose();
  });

  it('terminates the worker once idle', async () => {
    const { spawn, stats } = fakeWorkers(1);
    const bridge = createSsmlBridge(spawn, 20);
    await bridge.readingsOf('行');
    await vi.waitFor(() => expect(stats.terminated).toBe(1), { timeout: 500 });
    bridge.dispose();
  });
});
