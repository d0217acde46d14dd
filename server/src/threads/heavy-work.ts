import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { SourceDocument } from '../services/knowledge/document-passages';
import { spawnTsThread } from './spawn';

/** What a heavy-work thread does (heavy-thread.ts). */
export type HeavyTask =
  | { kind: 'job'; name: string; data: unknown }
  | { kind: 'thumbnail'; companyId: string | null; data: unknown; sceneIndex: number }
  | { kind: 'templateCovers' }
  | { kind: 'documentPassages'; documents: SourceDocument[] };

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Waiting {
  task: HeavyTask;
  resolve: (value: any) => void;
  reject: (error: Error) => void;
}

/**
 * A small pool of worker threads for CPU-bound work (renders, PDF pages and text, covers, thumbnails), so
 * the web thread keeps answering while a 1080p render composes its frames. Threads start on first
 * use and stay (each loads CanvasKit once); tasks queue when every thread is busy. A thread that
 * dies fails its task (the job queue retries it) and is replaced on the next task.
 */
export class HeavyWorkPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;
  /** Tasks finished (successfully or not) by the pool's threads. */
  settled = 0;

  constructor(
    private readonly options: { config: AppConfig; database: DatabaseHandle; threads: number },
  ) {}

  run<T>(task: HeavyTask): Promise<T> {
    if (this.closed) return Promise.reject(new Error('heavy-work pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.options.threads) slot = this.spawn();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot {
    const { config, database } = this.options;
    const port = database.attachPort?.();
    const init = port ? { engine: 'pglite', port } : { engine: 'postgres', url: database.connectionString };
    const worker = spawnTsThread(new URL('./heavy-thread.ts', import.meta.url), { workerData: { config, database: init }, transferList: port ? [port] : [] });
    const slot: Slot = { worker, busy: false };
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot, waiting: Waiting) {
    slot.busy = true;
    slot.worker.ref();
    const id = this.nextId++;
    const settle = (fn: () => void) => {
      slot.worker.off('message', onMessage);
      slot.worker.off('exit', onExit);
      slot.busy = false;
      slot.worker.unref();
      this.settled++;
      fn();
      this.dispatch();
    };
    const onMessage = (message: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
      if (message.id !== id) return;
      settle(() => (message.ok ? waiting.resolve(message.result) : waiting.reject(Object.assign(new Error(String(message.error?.message)), message.error))));
    };
    const onExit = (code: number) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      settle(() => waiting.reject(new Error(`heavy-work thread exited with code ${code}`)));
    };
    slot.worker.on('message', onMessage);
    slot.worker.on('exit', onExit);
    slot.worker.postMessage({ id, task: waiting.task });
  }

  async close() {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('heavy-work pool is closed'));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}

/**
 * Threads for heavy work: HEAVY_THREADS, else one per core beyond the web thread's but at least
 * two, so a cover asked for in a request never waits behind a minute-long render.
 */
export const heavyThreadCount = () => {
  const configured = Number(process.env.HEAVY_THREADS);
  return Number.isInteger(configured) && configured > 0 ? configured : Math.max(2, availableParallelism() - 1);
};
