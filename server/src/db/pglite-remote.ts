import { types, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * PGlite across threads. The database lives in one thread (its own, see pglite-thread.ts); every
 * other thread speaks to it through a MessagePort with a client that has the part of PGlite's
 * interface Drizzle and pg-boss use: query, exec and transaction. Queries from all ports are
 * serialised by PGlite itself; an open transaction holds the others back, as in one process.
 */

type Request =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object' | undefined; rawDates: boolean; txId?: number }
  | { id: number; op: 'exec'; text: string; txId?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' };

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** Drizzle reads dates and intervals as text and parses them itself (drizzle-orm/pglite/session). */
const RAW_DATE_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawDateParsers = Object.fromEntries(RAW_DATE_TYPES.map((type) => [type, (value: string) => value]));

const ROLLBACK = Symbol('rollback');

/** Error fields callers look at (code 23505 and friends) survive the trip; the class does not. */
function serialiseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const out: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  return out;
}

function reviveError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

interface Endpoint {
  on(event: 'message', listener: (message: any) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
  postMessage(message: unknown): void;
}

/** Serves a PGlite instance on a port (the thread that owns the database calls this per port). */
export function servePglite(client: PGlite, port: Endpoint, onClose?: () => Promise<void>) {
  const open = new Map<number, { tx: Transaction; finish: (commit: boolean) => void; done: Promise<void> }>();
  let nextTx = 1;
  const target = (txId: number | undefined): Pick<PGlite, 'query' | 'exec'> => {
    if (txId === undefined) return client;
    const entry = open.get(txId);
    if (!entry) throw new Error('transaction is not open');
    return entry.tx;
  };
  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const options: QueryOptions = { ...(request.rowMode ? { rowMode: request.rowMode } : {}), ...(request.rawDates ? { parsers: rawDateParsers } : {}) };
        const { rows, affectedRows, fields } = await target(request.txId).query(request.text, request.params, options);
        return { rows, affectedRows, fields };
      }
      case 'exec':
        return (await target(request.txId).exec(request.text)).map(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields }));
      case 'begin': {
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
        return { txId };
      }
      case 'end': {
        const entry = open.get(request.txId);
        if (!entry) throw new Error('transaction is not open');
        entry.finish(request.commit);
        try {
          await entry.done;
        } catch (error) {
          if (error !== ROLLBACK) throw error;
        } finally {
          open.delete(request.txId);
        }
        return null;
      }
      case 'close':
        await onClose?.();
        return null;
    }
  };
  port.on('message', (request: Request | { op: string }) => {
    if (!('id' in request)) return;
    handle(request).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies Reply),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: serialiseError(error) } satisfies Reply),
    );
  });
  // A thread that goes away mid-transaction must not hold the database for ever.
  port.on('close', () => {
    for (const entry of open.values()) entry.finish(false);
  });
}

interface ClientEndpoint extends Endpoint {
  ref?(): void;
  unref?(): void;
}

type QueryRunner = Pick<PGlite, 'query' | 'exec'>;

/** The PGlite-shaped client of a served database. */
export class RemotePglite implements QueryRunner {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();

  constructor(private readonly port: ClientEndpoint) {
    port.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.port.unref?.();
      if (reply.ok) waiter.resolve(reply.result);
      else waiter.reject(reviveError(reply.error));
    });
    port.on('close', () => this.failAll(new Error('database thread closed')));
    port.unref?.();
  }

  failAll(error: Error) {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Record<string, unknown> & { op: Request['op'] }): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      // Keeps the process alive only while an answer is awaited.
      if (this.pending.size === 0) this.port.ref?.();
      this.pending.set(id, { resolve, reject });
      this.port.postMessage({ ...request, id });
    });
  }

  private runner(txId?: number): QueryRunner {
    const tx = txId === undefined ? {} : { txId };
    return {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        this.call<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, rawDates: options?.parsers !== undefined, ...tx }),
      exec: (text: string) => this.call<Results[]>({ op: 'exec', text, ...tx }),
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
    const { txId } = await this.call<{ txId: number }>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(this.runner(txId));
    } catch (error) {
      await this.call({ op: 'end', txId, commit: false }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  /** Closes the database itself (the thread that owns it ends afterwards). */
  close(): Promise<void> {
    return this.call({ op: 'close' });
  }
}
