import type { MessagePort, Worker } from 'node:worker_threads';
import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { expose, nodeEndpoint, transfer, wrapThread, type Remote } from '../threads/comlink';

/**
 * PGlite across threads, through Comlink. The database lives in one thread (pglite-thread.ts);
 * every other thread holds a client with the part of PGlite's interface Drizzle and pg-boss use:
 * query, exec and transaction. Queries from all ports are serialised by PGlite itself; an open
 * transaction holds the others back, as in one process.
 */

/** Drizzle reads dates and intervals as text and parses them itself (drizzle-orm/pglite/session). */
const RAW_DATE_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawDateParsers = Object.fromEntries(RAW_DATE_TYPES.map((type) => [type, (value: string) => value]));

const ROLLBACK = Symbol('rollback');

type Plain<T> = Pick<Results<T>, 'rows' | 'affectedRows' | 'fields'>;
const plain = <T>({ rows, affectedRows, fields }: Results<T>): Plain<T> => ({ rows, affectedRows, fields });

/** The API one port of the database thread serves; each port has its own open transactions. */
function pgliteApi(client: PGlite, onClose: () => Promise<void>) {
  const open = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }>();
  let nextTx = 1;
  const target = (txId: number | undefined): Pick<PGlite, 'query' | 'exec'> => {
    if (txId === undefined) return client;
    const entry = open.get(txId);
    if (!entry) throw new Error('transaction is not open');
    return entry.tx;
  };
  const api = {
    async query(
      text: string,
      params: unknown[],
      rowMode: 'array' | 'object' | undefined,
      rawDates: boolean,
      txId?: number,
    ) {
      const options: QueryOptions = {
        ...(rowMode ? { rowMode } : {}),
        ...(rawDates ? { parsers: rawDateParsers } : {}),
      };
      return plain(await target(txId).query(text, params, options));
    },
    async exec(text: string, txId?: number) {
      return (await target(txId).exec(text)).map(plain);
    },
    /** Opens a transaction that stays open until end(): PGlite's callback form, held across calls. */
    async begin(): Promise<number> {
      const txId = nextTx++;
      let begun!: () => void;
      const started = new Promise<void>((resolve) => (begun = resolve));
      const done = client
        .transaction(
          (tx) =>
            new Promise<void>((resolve, reject) => {
              open.set(txId, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)), done });
              begun();
            }),
        )
        .then(() => undefined);
      done.catch(() => undefined);
      // A transaction that fails to start rejects here before it is open.
      await Promise.race([started, done]);
      return txId;
    },
    async end(txId: number, commit: boolean): Promise<void> {
      const entry = open.get(txId);
      if (!entry) throw new Error('transaction is not open');
      entry.finish(commit);
      try {
        await entry.done;
      } catch (error) {
        if (error !== ROLLBACK) throw error;
      } finally {
        open.delete(txId);
      }
    },
    /** Closes the database itself (the owning thread ends afterwards). */
    close: onClose,
    /** Serves the same database on another port, for another thread (openAttachedPglite). */
    attach(port: MessagePort) {
      servePglite(client, port, onClose);
    },
    /** A thread that goes away mid-transaction must not hold the database for ever. */
    rollbackAll() {
      for (const entry of open.values()) entry.finish(false);
    },
  };
  return api;
}

export type PgliteThreadApi = ReturnType<typeof pgliteApi>;

/** Serves a PGlite instance on a port (the thread that owns the database calls this per port). */
export function servePglite(client: PGlite, port: MessagePort, onClose: () => Promise<void>) {
  const api = pgliteApi(client, onClose);
  port.on('close', () => api.rollbackAll());
  expose(api, nodeEndpoint(port));
}

type QueryRunner = Pick<PGlite, 'query' | 'exec'>;
type Endpoint = Worker | MessagePort;

/** The PGlite-shaped client of a served database. */
export class RemotePglite implements QueryRunner {
  private readonly remote: Remote<PgliteThreadApi>;
  /** The calls awaiting an answer, by their reject. */
  private readonly waiting = new Set<(error: Error) => void>();
  private failure: Error | null = null;

  constructor(private readonly endpoint: Endpoint) {
    this.remote = wrapThread<PgliteThreadApi>(endpoint);
    const gone = () => this.failAll(new Error('database thread closed'));
    if ('terminate' in endpoint) endpoint.on('exit', gone);
    else endpoint.on('close', gone);
    endpoint.unref();
  }

  /** Comlink leaves a call waiting for ever when the other side goes: every waiting call fails instead. */
  failAll(error: Error) {
    this.failure ??= error;
    for (const reject of this.waiting) reject(error);
    this.waiting.clear();
  }

  private call<T>(run: (remote: Remote<PgliteThreadApi>) => Promise<T>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    // Keeps the process alive only while an answer is awaited.
    if (this.waiting.size === 0) this.endpoint.ref();
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      const done = () => {
        this.waiting.delete(reject);
        if (this.waiting.size === 0) this.endpoint.unref();
      };
      run(this.remote).then(
        (value) => {
          done();
          resolve(value);
        },
        (error: unknown) => {
          done();
          reject(error);
        },
      );
    });
  }

  private runner(txId?: number): QueryRunner {
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.call((r) => r.query(text, params, options?.rowMode, options?.parsers !== undefined, txId)) as Promise<
          Results<T>
        >,
      exec: (text: string) => this.call((r) => r.exec(text, txId)) as Promise<Results[]>,
    } as QueryRunner;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.runner().query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.runner().exec(text);
  }

  /** Drizzle's PGlite session calls this with a callback that queries through the given client. */
  async transaction<T>(callback: (tx: QueryRunner) => Promise<T>): Promise<T> {
    const txId = await this.call((r) => r.begin());
    let result: T;
    try {
      result = await callback(this.runner(txId));
    } catch (error) {
      await this.call((r) => r.end(txId, false)).catch(() => undefined);
      throw error;
    }
    await this.call((r) => r.end(txId, true));
    return result;
  }

  /** A port onto the same database for another thread. */
  attach(port: MessagePort): Promise<void> {
    return this.call((r) => r.attach(transfer(port, [port])));
  }

  close(): Promise<void> {
    return this.call((r) => r.close());
  }
}
