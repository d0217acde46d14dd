import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { issueAccountToken } from '../../src/services/accounts/account-tokens';
import { SESSION_INVALIDATION_CHANNEL, sessionCache } from '../../src/services/accounts/session-cache';
import { listenForSessionInvalidations } from '../../src/services/accounts/session-listener';
import { createSession, hashSessionToken, resolveSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';
import { testEngines } from '../support/databases';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('session cache invalidation on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let companyId: string;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    companyId = (
      await app.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.displayName, '演示企业'))
    )[0]!.id;
  });
  afterAll(() => app?.close());

  /** A colleague in the demo company with a live session whose lookup is already cached. */
  const cachedColleague = async () => {
    const [user] = await app.deps.db
      .insert(users)
      .values({ companyId, displayName: '缓存同事', email: `${crypto.randomUUID()}@demo.local`, roles: [] })
      .returning();
    const { token } = await createSession(app.deps.db, user!.id, false);
    const current = () =>
      fetch(`${app.baseUrl}/api/user/current`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } }).then(
        async (r) => ({ status: r.status, ...((await r.json()) as { data: any }) }),
      );
    expect((await current()).status).toBe(200);
    expect(sessionCache.get(hashSessionToken(token))).toBeDefined();
    return { id: user!.id, token, current };
  };

  it('refuses a locked user on the very next request', async () => {
    const colleague = await cachedColleague();
    expect((await admin.post(`/api/company/LockoutUser?id=${colleague.id}`)).code).toBe(200);
    expect((await colleague.current()).status).toBe(401);
  });

  it('refuses a deleted user on the very next request', async () => {
    const colleague = await cachedColleague();
    expect((await admin.post('/api/company/DeleteUser', { userId: colleague.id })).code).toBe(200);
    expect((await colleague.current()).status).toBe(401);
  });

  it('shows a role or name change on the very next request', async () => {
    const colleague = await cachedColleague();
    expect((await colleague.current()).data.roles).toEqual([]);
    expect(
      (await admin.post('/api/user/edit', { id: colleague.id, displayName: '新名字', roles: ['管理员'] })).code,
    ).toBe(200);
    const after = await colleague.current();
    expect(after.data.roles).toEqual([{ name: '管理员' }]);
    expect(after.data.displayName).toBe('新名字');
  });

  it('refuses a logged-out token on the very next request', async () => {
    const colleague = await cachedColleague();
    const res = await fetch(`${app.baseUrl}/api/user/logout`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${colleague.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect((await colleague.current()).status).toBe(401);
  });

  it('refuses the old session after a password reset on the very next request', async () => {
    const colleague = await cachedColleague();
    const token = await issueAccountToken(app.deps.db, colleague.id, 'passwordReset');
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/PasswordReset', { token, password: 'Changed123' })).code,
    ).toBe(200);
    expect((await colleague.current()).status).toBe(401);
  });

  it('drops cached sessions of a user after a password change, while the changing session stays valid', async () => {
    const colleague = await cachedColleague();
    const { hashPassword } = await import('../../src/services/accounts/passwords');
    await app.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('Before123') })
      .where(eq(users.id, colleague.id));
    const res = await fetch(`${app.baseUrl}/api/user/ChangePassword`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${colleague.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ oldPassword: 'Before123', newPassword: 'After12345' }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    expect(sessionCache.get(hashSessionToken(colleague.token))).toBeUndefined();
    expect((await colleague.current()).status).toBe(200);
  });

  it.runIf(engine === 'postgres')('applies invalidations other processes NOTIFY', async () => {
    const stop = await listenForSessionInvalidations(app.database.url!);
    const other = new pg.Client({ connectionString: app.database.url! });
    await other.connect();
    try {
      const colleague = await cachedColleague();
      // Written behind the cache's back, as another process would: the cached answer still stands…
      await app.deps.db.update(users).set({ locked: true }).where(eq(users.id, colleague.id));
      expect(await resolveSession(app.deps.db, colleague.token)).not.toBeNull();
      // …until that process's notification arrives.
      await other.query('select pg_notify($1, $2)', [
        SESSION_INVALIDATION_CHANNEL,
        JSON.stringify({ userId: colleague.id }),
      ]);
      const deadline = Date.now() + 2000;
      while (sessionCache.get(hashSessionToken(colleague.token)) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      expect(await resolveSession(app.deps.db, colleague.token)).toBeNull();
    } finally {
      await other.end();
      await stop();
    }
  });
});
