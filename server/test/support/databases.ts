import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const testEngines = (): Engine[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export interface TestDatabase {
  handle: DatabaseHandle;
  /** For PostgreSQL, the URL of this test's own database (child processes connect to it). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file: PGlite in memory, or a new PostgreSQL database created from
 * DATABASE_URL and dropped afterwards, so runs never see each other's data.
 */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    return { handle, url: null, drop: () => handle.close() };
  }
  const url = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: url, pgliteDir: '' });
  return {
    handle,
    url,
    async drop() {
      await handle.close().catch(() => undefined);
      await dropPostgresDatabase(url);
    },
  };
}

export async function createPostgresDatabase(): Promise<string> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error('DATABASE_URL is not set');
  const name = `portal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(url: string) {
  const admin = process.env.DATABASE_URL;
  if (!admin) return;
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
