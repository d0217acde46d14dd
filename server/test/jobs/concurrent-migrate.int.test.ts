import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';

describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL', () => {
  it('let several processes start at once against a fresh database', async () => {
    const url = await createPostgresDatabase();
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, pgliteDir: '' })));
      const result = (await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const [row] = result.rows;
      expect(row!.n).toBeGreaterThan(0);
      await Promise.all(handles.map((h) => h.close()));
    } finally {
      await dropPostgresDatabase(url);
    }
  });
});
