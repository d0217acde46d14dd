import type * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import type { ProbeWorkerApi } from '@portal/workers/entries/probe.worker';
import { createProbeBridge, type MediaProbe } from './media-probe';
import type { PoolWorker } from './worker-pool';

const facts = { durationMs: 1_000 } as MediaProbe;

/** Fake probe workers: a file named crash.mp4 crashes the core, slow.mp4 takes a second. */
function fakeWorkers() {
  const stats = { spawned: 0, terminated: 0 };
  const spawn = async (): Promise<PoolWorker<ProbeWorkerApi>> => {
    const id = ++stats.spawned;
    const api = {
      probe: async (file: File) => {
        if (file.name === 'crash.mp4') throw new Error(`core ${id} aborted`);
        if (file.name === 'slow.mp4') await new Promise((r) => setTimeout(r, 1_000));
        return file.size > 0 ? { ...facts, worker: id } : null;
      },
    };
    return {
      api: api as unknown as Comlink.Remote<ProbeWorkerApi>,
      terminate: () => {
        stats.terminated++;
      },
    };
  };
  return { spawn, stats };
}

const file = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name);

describe('media probe bridge', () => {
  it('probes on one reused worker and answers null for an unreadable file', async () => {
    const { spawn, stats } = fakeWorkers();
    const bridge = createProbeBridge(spawn);
    await expect(bridge.probe(file('a.mp4'))).resolves.toMatchObject({ durationMs: 1_000, worker: 1 });
    await expect(bridge.probe(file('empty.mp4', 0))).resolves.toBeNull();
    expect(stats).toEqual({ spawned: 1, terminated: 0 });
    bridge.dispose();
  });

  it('terminates the worker of an aborted probe and starts a fresh one for the next', async () => {
    const { spawn, stats } = fakeWorkers();
    const bridge = createProbeBridge(spawn);
    const ctl = new AbortController();
    const slow = bridge.probe(file('slow.mp4'), ctl.signal);
    await new Promise((r) => setTimeout(r, 5));
    ctl.abort();
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(stats.terminated).toBe(1));
    await expect(bridge.probe(file('b.mp4'))).resolves.toMatchObject({ worker: 2 });
    bridge.dispose();
  });

  it('does not trust a crashed core with the next file', async () => {
    const { spawn, stats } = fakeWorkers();
    const bridge = createProbeBridge(spawn);
    await expect(bridge.probe(file('crash.mp4'))).rejects.toThrow('core 1 aborted');
    await vi.waitFor(() => expect(stats.terminated).toBe(1));
    await expect(bridge.probe(file('c.mp4'))).resolves.toMatchObject({ worker: 2 });
    bridge.dispose();
  });

  it('terminates the worker once idle', async () => {
    const { spawn, stats } = fakeWorkers();
    const bridge = createProbeBridge(spawn, 20);
    await bridge.probe(file('a.mp4'));
    await vi.waitFor(() => expect(stats.terminated).toBe(1), { timeout: 500 });
    bridge.dispose();
  });
});
