import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAttachedPglite, openDatabase, type DatabaseHandle } from './client';
import { companies } from './schema/index';

/** The embedded database served from its own thread behaves as PGlite in the same thread does. */
describe('PGlite in a thread of its own', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://', pgliteThread: true });
  });
  afterAll(() => handle?.close());

  it('maps rows, dates and JSON as Drizzle expects', async () => {
    const end = new Date('2030-01-02T03:04:05.000Z');
    const [row] = await handle.db.insert(companies).values({ displayName: '线程企业', validEndTime: end }).returning();
    expect(row!.validEndTime).toEqual(end);
    const [read] = await handle.db.select().from(companies).where(eq(companies.id, row!.id));
    expect(read).toEqual(row);
    expect(
      ((await handle.db.execute(sql`select '{"a":[1,2]}'::jsonb as j`)) as unknown as { rows: unknown[] }).rows,
    ).toEqual([{ j: { a: [1, 2] } }]);
  });

  it('commits a transaction, rolls back a failed one and keeps the error code', async () => {
    const [row] = await handle.db.insert(companies).values({ displayName: '事务前' }).returning();
    await handle.db.transaction(async (tx) => {
      await tx.update(companies).set({ displayName: '已提交' }).where(eq(companies.id, row!.id));
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(companies).set({ displayName: '回滚' }).where(eq(companies.id, row!.id));
        await tx.execute(sql`insert into companies (id, display_name) values (${row!.id}, 'dup')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    const [after] = await handle.db.select().from(companies).where(eq(companies.id, row!.id));
    expect(after!.displayName).toBe('已提交');
  });

  it('holds other queries back while a transaction is open, as one connection does', async () => {
    const [row] = await handle.db.insert(companies).values({ displayName: 'A' }).returning();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = handle.db.transaction(async (t) => {
      await t.update(companies).set({ displayName: 'B' }).where(eq(companies.id, row!.id));
      await gate;
      order.push('commit');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = handle.db
      .select()
      .from(companies)
      .where(eq(companies.id, row!.id))
      .then(([r]) => order.push(`read ${r!.displayName}`));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['commit', 'read B']);
  });

  it('serves another port for another thread', async () => {
    const other = openAttachedPglite(handle.attachPort!());
    const [row] = await other.insert(companies).values({ displayName: '另一端口' }).returning();
    const [read] = await handle.db.select().from(companies).where(eq(companies.id, row!.id));
    expect(read!.displayName).toBe('另一端口');
  });
});
