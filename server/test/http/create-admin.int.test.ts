import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { companyLicences, companyQuotas, operators, users } from '../../src/db/schema/index';
import { createSuperAdmin, hasNoAccounts } from '../../src/services/accounts/create-admin';
import { legacyClient } from '../support/client';
import { createPostgresDatabase, dropPostgresDatabase, testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run create-admin` as an operator runs it (the same command line, without npm in between). */
const createAdmin = (env: Record<string, string>, args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/src/cli/create-admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', ...env },
    timeout: 60_000,
  });

describe.each(testEngines())('the first super administrator on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
  });
  afterAll(() => app?.close());

  it('starts with no account and signs in the created super administrator', async () => {
    expect(await hasNoAccounts(app.deps.db)).toBe(true);
    await createSuperAdmin(app.deps.db, {
      email: 'Owner@Example.com',
      password: 'Owner2026x',
      companyName: '我的企业',
    });
    expect(await hasNoAccounts(app.deps.db)).toBe(false);
    const res = await legacyClient(app.baseUrl).post('/api/user/vip/login', {
      email: 'owner@example.com',
      password: 'Owner2026x',
    });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ email: 'owner@example.com', company: { displayName: '我的企业' } });
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(row!.roles).toEqual(['超管']);
  });

  it('refuses a weak password and an e-mail that already has an account', async () => {
    await expect(
      createSuperAdmin(app.deps.db, { email: 'x@example.com', password: 'short', companyName: '企业' }),
    ).rejects.toThrow(/8–20/);
    await expect(
      createSuperAdmin(app.deps.db, { email: 'owner@example.com', password: 'Owner2026x', companyName: '企业' }),
    ).rejects.toThrow(/already has an account/);
  });

  it('is created from the command line on this engine’s database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-'));
    const databaseUrl = engine === 'postgres' ? await createPostgresDatabase() : '';
    try {
      const { stdout } = await createAdmin(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          PUBLIC_URL: 'https://portal.example.com',
          ONE_COMPANY_QUOTAS: 'RSC-VD-VD=90',
        },
        ['--email', 'root@example.com', '--password', 'Root2026xx', '--company', '平台企业'],
      );
      expect(stdout).toContain(
        'super administrator root@example.com created; sign in at https://portal.example.com/login',
      );
      await expect(
        createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, ['--email', 'other@example.com']),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('missing password') });
      // One company per install; a second account is an operator (platform mode), never a second company.
      const second = ['--email', 'other@example.com', '--password', 'Other2026x', '--company', '第二企业'];
      await expect(createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, second)).rejects.toMatchObject({
        stderr: expect.stringContaining('already has its company and super administrator'),
      });
      await expect(
        createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, [...second, '--mode', 'nonsense']),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('--mode nonsense is not a mode') });
      const operator = ['--email', 'ops@example.com', '--password', 'Operate2026', '--mode', 'platform'];
      const made = await createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, operator);
      expect(made.stdout).toContain('operator ops@example.com created; sign in at');
      await expect(createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, operator)).rejects.toMatchObject({
        stderr: expect.stringContaining('ops@example.com is already an operator'),
      });
      await expect(
        createAdmin({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, [
          '--mode',
          'platform',
          '--email',
          'x@example.com',
          '--password',
          'short',
        ]),
      ).rejects.toMatchObject({ stderr: expect.stringContaining('the password must be 8–20 characters') });
      const handle = await openDatabase({ databaseUrl: databaseUrl || undefined, pgliteDir: join(dataDir, 'pglite') });
      try {
        const rows = await handle.db.select({ email: users.email, roles: users.roles }).from(users);
        expect(rows).toEqual([{ email: 'root@example.com', roles: ['超管'] }]);
        const ops = await handle.db.select({ email: operators.email }).from(operators);
        expect(ops).toEqual([{ email: 'ops@example.com' }]);
        // The one company holds every line, with the configured video minutes.
        const licences = await handle.db.select().from(companyLicences);
        expect(licences.map((l) => [l.appId, l.source]).sort()).toEqual([
          [21, 'offline'],
          [22, 'offline'],
          [23, 'offline'],
          [24, 'offline'],
        ]);
        const [video] = await handle.db.select().from(companyQuotas).where(eq(companyQuotas.resourceCode, 'RSC-VD-VD'));
        expect(video!.capacity).toBe(90);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    }
  }, 120_000);
});
