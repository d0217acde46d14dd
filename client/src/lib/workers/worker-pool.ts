/**
 * A small pool of Comlink-wrapped workers (STYLE rule 7, after Squoosh's worker-bridge): workers
 * are spawned on first use, run one task at a time, are terminated after `idleMs` without work,
 * and a task whose AbortSignal fires is rejected at once — if it is already running, its worker is
 * terminated, because a Comlink call cannot be interrupted inside the worker.
 */
import type * as Comlink from 'comlink';

export interface PoolWorker<Api> {
  api: Comlink.Remote<Api>;
  terminate(): void;
}

export interface WorkerPoolOptions<Api> {
  /** Starts one worker and resolves once it is ready for tasks (e.g. after its init call). */
  spawn: () => Promise<PoolWorker<Api>>;
  size: number;
  idleMs: number;
  /**
   * What an abort does to a running task: 'terminate' (the default) kills its worker, for work too
   * long to wait for; 'discard' rejects at once and lets the worker finish, for short work whose
   * worker is dearer to start again than the task is to finish (the speech checker's dictionary).
   */
  abortRunning?: 'terminate' | 'discard';
  /** A task that fails (not aborted) terminates its worker: a crashed engine is not trusted with the next task. */
  retireOnError?: boolean;
}

interface Slot<Api> {
  worker?: Promise<PoolWorker<Api>>;
  busy: boolean;
  idle?: ReturnType<typeof setTimeout>;
  /** Rejects the running task (used when it is aborted). */
  cancel?: (reason: unknown) => void;
}

interface Queued<Api> {
  run: (slot: Slot<Api>) => void;
  signal: AbortSignal | undefined;
  reject: (reason: unknown) => void;
}

export const abortError = (signal?: AbortSignal): unknown =>
  signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');

export class WorkerPool<Api> {
  private readonly slots: Slot<Api>[];
  private readonly queue: Queued<Api>[] = [];

  constructor(private readonly opts: WorkerPoolOptions<Api>) {
    this.slots = Array.from({ length: Math.max(1, opts.size) }, () => ({ busy: false }));
  }

  /** Runs `task` on a free worker (queued until one is free); rejects with the abort reason. */
  run<T>(task: (api: Comlink.Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<T>((resolve, reject) => {
      const entry: Queued<Api> = { signal, reject, run: (slot) => this.start(slot, task, signal, resolve, reject) };
      signal?.addEventListener(
        'abort',
        () => {
          const i = this.queue.indexOf(entry);
          if (i >= 0) {
            this.queue.splice(i, 1);
            reject(abortError(signal));
          }
        },
        { once: true },
      );
      this.queue.push(entry);
      this.pump();
    });
  }

  /**
   * Takes the workers `match` picks out of the pool (a lent worker whose owner wants it back): a
   * task running on one is rejected, and the next task on that slot gets a worker of its own.
   */
  dropWhere(match: (worker: PoolWorker<Api>) => boolean): void {
    for (const slot of this.slots) {
      const held = slot.worker;
      held?.then(
        (w) => {
          if (slot.worker === held && match(w)) this.kill(slot, new Error('worker withdrawn from the pool'));
        },
        () => undefined,
      );
    }
  }

  /** Terminates every worker; queued tasks are rejected. */
  dispose(): void {
    for (const q of this.queue.splice(0)) q.reject(new Error('worker pool disposed'));
    for (const slot of this.slots) this.kill(slot, new Error('worker pool disposed'));
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy) continue;
      const next = this.queue.shift();
      if (!next) return;
      next.run(slot);
    }
  }

  private start<T>(
    slot: Slot<Api>,
    task: (api: Comlink.Remote<Api>) => Promise<T>,
    signal: AbortSignal | undefined,
    resolve: (v: T) => void,
    reject: (e: unknown) => void,
  ): void {
    slot.busy = true;
    if (slot.idle !== undefined) {
      clearTimeout(slot.idle);
      slot.idle = undefined;
    }
    let settled = false;
    const finish = (): boolean => {
      if (settled) return false;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      slot.cancel = undefined;
      slot.busy = false;
      this.scheduleIdle(slot);
      queueMicrotask(() => this.pump());
      return true;
    };
    // 'discard': the caller hears of the abort now; the slot stays busy until the worker is done.
    const onAbort = (): void =>
      this.opts.abortRunning === 'discard' ? reject(abortError(signal)) : this.kill(slot, abortError(signal));
    slot.cancel = (reason) => {
      if (finish()) reject(reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    slot.worker ??= this.opts.spawn();
    const spawned = slot.worker;
    spawned
      .then((w) => task(w.api))
      .then(
        (v) => {
          if (finish()) resolve(v);
        },
        (e: unknown) => {
          // A worker that failed to start is dropped so the next task spawns a fresh one.
          if (slot.worker === spawned)
            spawned.catch(() => {
              if (slot.worker === spawned) slot.worker = undefined;
            });
          if (!finish()) return;
          if (this.opts.retireOnError && slot.worker === spawned) this.kill(slot);
          reject(e);
        },
      );
  }

  private scheduleIdle(slot: Slot<Api>): void {
    if (!slot.worker) return;
    slot.idle = setTimeout(() => {
      if (!slot.busy) this.kill(slot);
    }, this.opts.idleMs);
  }

  private kill(slot: Slot<Api>, reason?: unknown): void {
    if (slot.idle !== undefined) {
      clearTimeout(slot.idle);
      slot.idle = undefined;
    }
    const w = slot.worker;
    slot.worker = undefined;
    w?.then(
      (x) => x.terminate(),
      () => undefined,
    );
    slot.cancel?.(reason);
  }
}
