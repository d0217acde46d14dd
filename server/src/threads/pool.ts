import type { Worker } from 'node:worker_threads';
import { wrapThread, type Remote } from './comlink';

interface Slot<Api> {
  worker: Worker;
  api: Remote<Api>;
  /** Fails the running call when the thread exits: Comlink itself would leave it waiting for ever. */
  fail: ((error: Error) => void) | null;
}

interface Waiting<Api> {
  call: (api: Remote<Api>) => Promise<unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: the queue holds calls of every method, each resolving its own type.
  resolve: (value: any) => void;
  reject: (error: Error) => void;
}

/**
 * A few threads of one Comlink API, one call at a time each. Threads start on first use and stay
 * (each loads its engine once); calls queue when all are busy. An idle thread does not keep the
 * process alive. A thread that dies fails its call (the job queue retries a job) and is replaced
 * on the next call. Comlink gives the typed calls; this gives the sizing and the queue.
 */
export class ThreadPool<Api> {
  private readonly slots: Slot<Api>[] = [];
  private readonly queue: Waiting<Api>[] = [];
  private closed = false;
  /** Calls finished (successfully or not) by the pool's threads. */
  settled = 0;

  constructor(private readonly options: { name: string; size: number; spawn: () => Worker }) {}

  /** Runs `call` on a free thread's API; close() rejects it while it waits. */
  run<T>(call: (api: Remote<Api>) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`${this.options.name} pool is closed`));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ call, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.fail);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private spawn(): Slot<Api> {
    const worker = this.options.spawn();
    const slot: Slot<Api> = { worker, api: wrapThread<Api>(worker), fail: null };
    let failure: Error | undefined;
    worker.once('error', (error) => (failure = error));
    worker.once('exit', (code) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.fail?.(failure ?? new Error(`${this.options.name} thread exited with code ${code}`));
    });
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot<Api>, waiting: Waiting<Api>) {
    // A busy thread keeps the process alive until its answer arrives.
    slot.worker.ref();
    let settled = false;
    const settle = (answer: () => void) => {
      if (settled) return;
      settled = true;
      slot.fail = null;
      slot.worker.unref();
      this.settled++;
      answer();
      this.dispatch();
    };
    slot.fail = (error) => settle(() => waiting.reject(error));
    waiting.call(slot.api).then(
      (value) => settle(() => waiting.resolve(value)),
      (error: Error) => settle(() => waiting.reject(error)),
    );
  }

  async close() {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error(`${this.options.name} pool is closed`));
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }
}
