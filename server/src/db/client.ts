import { mkdirSync } from 'node:fs';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { RemotePglite } from './pglite-remote';
import { spawnTsThread } from '../threads/spawn';

/** The one data-access type handlers and services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for the job queue: pg-boss speaks to either engine through this. */
export interface SqlExecutor {
  // biome-ignore lint/suspicious/noExplicitAny: pg-boss's Db interface declares its rows as any[].
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface DatabaseHandle {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Database;
  readonly sql: SqlExecutor;
  /** Set for PostgreSQL: pg-boss opens its own pool there so workers can run in other processes. */
  readonly connectionString: string | null;
  /** PGlite in its own thread: a new port onto it, for another thread to open with openAttachedPglite. */
  attachPort?(): MessagePort;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Advisory lock key held while migrating a PostgreSQL database. */
const MIGRATION_LOCK = 7_420_026;

export interface OpenDatabaseOptions {
  /** postgres://… switches to a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /** PGlite in a thread of its own (default; config.pgliteThread), or on the caller's thread. */
  pgliteThread?: boolean | undefined;
}

/** Opens the database and applies the committed migrations (same folder for both engines). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pgliteThread ?? true) return openPgliteThread(options.pgliteDir);
  return openPglite(options.pgliteDir);
}

/** PGlite's interface as Drizzle and pg-boss use it: the real one or its remote. */
type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function pgliteExecutor(client: PgliteLike): SqlExecutor {
  return {
    // PGlite's query() takes one statement with parameters, exec() several without.
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The embedded database in a worker thread of its own (pglite-thread.ts): its queries no longer
 * run on the event loop that answers requests. Same schema, migrations and pg-boss as in-process.
 */
async function openPgliteThread(dir: string): Promise<DatabaseHandle> {
  const worker = spawnTsThread(new URL('./pglite-thread.ts', import.meta.url), { workerData: { dir } });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { op?: string }) => {
      if (message.op !== 'ready') return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  const client = new RemotePglite(worker);
  worker.on('error', (error) => {
    console.error('[db] database thread failed:', error);
    client.failAll(error);
  });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    engine: 'pglite',
    db,
    connectionString: null,
    sql: pgliteExecutor(client),
    attachPort() {
      const { port1, port2 } = new MessageChannel();
      client.attach(port2).catch((error: unknown) => console.error('[db] attaching a thread failed:', error));
      return port1;
    },
    async close() {
      await client.close().catch(() => undefined);
      await worker.terminate();
    },
  };
}

/** A thread's own handle on a database another thread serves (no migrations: the owner ran them). */
export function openAttachedPglite(port: MessagePort): Database {
  return drizzlePglite({ client: new RemotePglite(port) as unknown as PGlite, schema }) as unknown as Database;
}

/** A heavy-work thread's own small pool on a migrated PostgreSQL database. */
export function openAttachedPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  return drizzlePg({ client: pool, schema }) as unknown as Database;
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    engine: 'pglite',
    db,
    connectionString: null,
    sql: pgliteExecutor(client),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its server must not crash the process.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Web and worker processes may start together: one migrates while the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: lock, schema }) as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  return {
    engine: 'postgres',
    db,
    connectionString,
    sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    close: () => pool.end(),
  };
}
