import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

/** The one data-access type handlers and services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for the job queue: pg-boss speaks to either engine through this. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface DatabaseHandle {
  readonly engine: 'pglite' | 'postgres';
  readonly db: Database;
  readonly sql: SqlExecutor;
  /** Set for PostgreSQL: pg-boss opens its own pool there so workers can run in other processes. */
  readonly connectionString: string | null;
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
}

/** Opens the database and applies the committed migrations (same folder for both engines). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir);
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
    sql: {
      // PGlite's query() takes one statement with parameters, exec() several without.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      },
    },
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
