import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { companies, rateLimitCounters, setupTokens, users } from '../../src/db/schema/index';
import { createSuperAdmin } from '../../src/services/accounts/create-admin';
import { issueSetupLink, SETUP_IP_RULE, SETUP_TOKEN_TTL_MS } from '../../src/services/accounts/first-setup';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const form = { companyName: '初始企业', email: 'Founder@Example.com', displayName: '创始人', password: 'Found2026x' };

describe.each(testEngines())('first setup from the printed link on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
  });
  afterAll(() => app?.close());

  const rows = async () => {
    const [u] = await app.deps.db.select({ n: count() }).from(users);
    const [c] = await app.deps.db.select({ n: count() }).from(companies);
    return { users: u!.n, companies: c!.n };
  };

  it('prints a fresh 256-bit link on each start while no super administrator exists; only the last one works', async () => {
    const first = await issueSetupLink(app.deps.db, 'https://portal.example.com/');
    expect(first).toMatch(/^https:\/\/portal\.example\.com\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const stored = await app.deps.db.select().from(setupTokens);
    // Only the hash is kept.
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(tokenOf(first!));
    const second = await issueSetupLink(app.deps.db, app.baseUrl);
    expect(tokenOf(second!)).not.toBe(tokenOf(first!));
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/setup/check', { token: tokenOf(first!) })).data).toEqual({
      valid: false,
      oneCompany: null,
    });
    expect((await client.post('/api/setup/check', { token: tokenOf(second!) })).data).toMatchObject({ valid: true });
  });

  it('writes nothing for a wrong, expired or mistyped token', async () => {
    const link = await issueSetupLink(app.deps.db, app.baseUrl);
    const client = legacyClient(app.baseUrl);
    const wrong = await client.post('/api/setup/first-admin', { ...form, token: 'A'.repeat(43) });
    expect(wrong).toMatchObject({ status: 200, code: 410 });
    expect(wrong.message).toContain('初始化链接无效');
    const weak = await client.post('/api/setup/first-admin', { ...form, password: 'short', token: tokenOf(link!) });
    expect(weak.message).toContain('密码需为8-20位，且同时包含字母和数字');
    expect(await rows()).toEqual({ users: 0, companies: 0 });

    // A day later the link has expired.
    const old = await issueSetupLink(app.deps.db, app.baseUrl, new Date(Date.now() - SETUP_TOKEN_TTL_MS - 1000));
    expect((await client.post('/api/setup/first-admin', { ...form, token: tokenOf(old!) })).code).toBe(410);
    expect(await rows()).toEqual({ users: 0, companies: 0 });
    expect(client.jar.has('ice-token')).toBe(false);
  });

  it('creates the company and super administrator once, signs in, and the account logs in later', async () => {
    const token = tokenOf((await issueSetupLink(app.deps.db, app.baseUrl))!);
    // Two submissions race with one link: exactly one commits.
    const racer = { ...form, email: 'other@example.com', displayName: '另一人', companyName: '另一企业' };
    const clients = [legacyClient(app.baseUrl), legacyClient(app.baseUrl)];
    const answers = await Promise.all([
      clients[0]!.post('/api/setup/first-admin', { ...form, token }),
      clients[1]!.post('/api/setup/first-admin', { ...racer, token }),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 410]);
    const won = answers.findIndex((a) => a.code === 200);
    const winner = won === 0 ? form : racer;
    const client = clients[won]!;
    expect(answers[won]!.data.user).toMatchObject({
      email: winner.email.toLowerCase(),
      displayName: winner.displayName,
      company: { displayName: winner.companyName },
    });
    // Signed in by the same session as a login.
    expect((await client.get('/api/user/vip/info')).data.email).toBe(winner.email.toLowerCase());
    expect(await rows()).toEqual({ users: 1, companies: 1 });
    const [company] = await app.deps.db.select({ validEndTime: companies.validEndTime }).from(companies);
    expect(company!.validEndTime!.getTime()).toBeGreaterThan(Date.now() + 9.9 * 365 * 24 * 3_600_000);

    // Single use: the same link again is refused and writes nothing.
    expect(
      (await legacyClient(app.baseUrl).post('/api/setup/first-admin', { ...form, email: 'again@example.com', token }))
        .code,
    ).toBe(410);
    expect(await rows()).toEqual({ users: 1, companies: 1 });

    const login = await legacyClient(app.baseUrl).post('/api/user/vip/login', {
      email: winner.email,
      password: 'Found2026x',
    });
    expect(login.code).toBe(200);
    expect(login.data.user.roles).toEqual([{ name: '超管' }]);
  });

  it('prints no link once a super administrator exists, and older links stop working', async () => {
    expect(await issueSetupLink(app.deps.db, app.baseUrl)).toBeNull();
    expect(await app.deps.db.select().from(setupTokens)).toEqual([]);
  });
});

describe.each(testEngines())('the setup link on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
  });
  afterAll(() => app?.close());

  it('dies when a super administrator is made another way (create-admin) before it is used', async () => {
    const token = tokenOf((await issueSetupLink(app.deps.db, app.baseUrl))!);
    await createSuperAdmin(app.deps.db, { email: 'root@example.com', password: 'Root2026xx', companyName: '平台企业' });
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/setup/check', { token })).data).toEqual({ valid: false, oneCompany: null });
    expect((await client.post('/api/setup/first-admin', { ...form, token })).code).toBe(410);
    const [u] = await app.deps.db.select({ n: count() }).from(users);
    expect(u!.n).toBe(1);
  });

  it('is rate limited per IP on the shared limiter', async () => {
    await app.deps.db.delete(rateLimitCounters); // a fresh budget, whatever the tests above used
    const client = legacyClient(app.baseUrl);
    const answers = [];
    for (let i = 0; i <= SETUP_IP_RULE.limit; i++)
      answers.push((await client.post('/api/setup/check', { token: 'x' })).code);
    expect(answers.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await client.post('/api/setup/first-admin', { ...form, token: 'x' })).message).toBe(
      '操作过于频繁，请稍后再试',
    );
  });
});
