import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, rateLimitCounters, users } from '../../src/db/schema/index';
import { LOGIN_IP_RULE } from '../../src/services/accounts/account-throttles';
import { hashPassword } from '../../src/services/accounts/passwords';
import { hit } from '../../src/services/rate-limit/rate-limit';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * The limits over real HTTP. The app trusts one proxy hop, so each test speaks from its own
 * X-Forwarded-For address and the per-IP counters of one test do not reach another.
 */
describe.each(testEngines())('rate limits on %s', (engine) => {
  let app: TestApp;
  let companyId = '';
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false, config: { trustProxy: 1 } });
    const [company] = await app.deps.db.insert(companies).values({ displayName: '限流企业' }).returning();
    companyId = company!.id;
  });
  afterAll(() => app?.close());

  const addUser = async (email: string) => {
    await app.deps.db
      .insert(users)
      .values({ companyId, displayName: email, email, roles: [], passwordHash: await hashPassword('Right2026x') });
  };
  const from = (ip: string) => {
    const client = legacyClient(app.baseUrl);
    const headers = { 'x-forwarded-for': ip };
    return {
      login: (email: string, password: string) => client.post('/api/user/vip/login', { email, password }, headers),
      resetMail: async (email: string) => {
        const res = await fetch(
          `${app.baseUrl}/api/user/vip/SendPasswordResetEmail?email=${encodeURIComponent(email)}`,
          { headers },
        );
        return { status: res.status, ...((await res.json()) as { code: number; message: string }) };
      },
      report: (body: unknown) => client.post('/api/datareport/upload', body, headers),
    };
  };

  const LOCKED = '登录失败次数过多，账户已临时锁定，请15分钟后再试，或使用验证码登录';
  const codeLogin = async (email: string, ip: string) => {
    const client = legacyClient(app.baseUrl);
    const headers = { 'x-forwarded-for': ip };
    expect((await client.post('/api/user/sendLoginEmailCode', { email }, headers)).code).toBe(200);
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /验证码是 (\d{6})/.exec(mail!.body)![1]!;
    return client.post('/api/user/vip/login', { email, emailCode: code }, headers);
  };
  const timed = async <T>(run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    return { result, ms: performance.now() - started };
  };

  it('slows and then locks wrong passwords for one account from one address only; a code unlocks it', async () => {
    await addUser('target@test.local');
    const client = from('198.51.100.1');
    const took: number[] = [];
    for (let i = 0; i < 10; i++) {
      const { result, ms } = await timed(() => client.login('target@test.local', `Wrong${i}xx1`));
      expect(result).toMatchObject({ code: 666, message: '账号或密码错误' });
      took.push(ms);
    }
    // From the 5th failure in a row each attempt waits longer: the 8th at least a second.
    expect(took[7]).toBeGreaterThanOrEqual(1000);
    expect(took[9]).toBeGreaterThanOrEqual(1500);
    // The 11th, with the right password, is refused at this address…
    expect(await client.login('target@test.local', 'Right2026x')).toMatchObject({
      status: 200,
      code: 666,
      message: LOCKED,
    });
    // …but the owner elsewhere is not locked out, nor is another account here.
    expect((await from('198.51.100.2').login('target@test.local', 'Right2026x')).code).toBe(200);
    await addUser('bystander@test.local');
    expect((await client.login('bystander@test.local', 'Right2026x')).code).toBe(200);
    // A code sent to the address proves ownership: it signs in and lifts the lock at this address.
    expect((await codeLogin('target@test.local', '198.51.100.1')).code).toBe(200);
    expect((await client.login('target@test.local', 'Right2026x')).code).toBe(200);
  });

  it('locks an account everywhere after 50 failures spread over addresses, until the window ends', async () => {
    await addUser('spread@test.local');
    const sources = Array.from({ length: 10 }, (_, i) => from(`198.51.101.${i + 1}`));
    await Promise.all(
      sources.map(async (source, s) => {
        for (let i = 0; i < 5; i++) expect((await source.login('spread@test.local', `Wrong${s}${i}xx`)).code).toBe(666);
      }),
    );
    expect(await from('198.51.101.99').login('spread@test.local', 'Right2026x')).toMatchObject({ message: LOCKED });
    await app.deps.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, 'login-account:%'));
    expect((await from('198.51.101.99').login('spread@test.local', 'Right2026x')).code).toBe(200);
  }, 60_000);

  it('forgets a run of wrong passwords once the right one is given', async () => {
    await addUser('forgetful@test.local');
    const client = from('198.51.100.3');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) expect((await client.login('forgetful@test.local', `Wrong${i}xx1`)).code).toBe(666);
      expect((await client.login('forgetful@test.local', 'Right2026x')).code).toBe(200);
    }
  }, 60_000);

  it('answers an unknown e-mail exactly as a wrong password, and locks it the same way', async () => {
    const client = from('198.51.100.4');
    const unknown = await client.login('nobody@test.local', 'Wrong123xx');
    const wrong = await client.login('bystander@test.local', 'Wrong123xx');
    expect(unknown).toEqual(wrong);
    for (let i = 0; i < 9; i++) await client.login('nobody@test.local', 'Wrong123xx');
    expect((await client.login('nobody@test.local', 'Wrong123xx')).message).toBe(LOCKED);
  }, 60_000);

  it('slows an address after 100 failed logins across accounts and refuses it after 500', async () => {
    const ip = '198.51.100.5';
    const client = from(ip);
    // Spraying: distinct accounts, one guess each.
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.login(`spray${i}@test.local`, 'Guess2026x')),
    );
    for (const r of results) expect(r.message).toBe('账号或密码错误');
    // The rest of the first hundred failures, counted as the limiter counts them.
    for (let i = 0; i < 85; i++) await hit(app.deps.db, LOGIN_IP_RULE, ip);
    // A colleague behind the same address still signs in, a second slower.
    const slowed = await timed(() => client.login('bystander@test.local', 'Right2026x'));
    expect(slowed.result.code).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(1000);
    for (let i = 0; i < LOGIN_IP_RULE.limit; i++) await hit(app.deps.db, LOGIN_IP_RULE, ip);
    expect(await client.login('bystander@test.local', 'Right2026x')).toMatchObject({
      code: 429,
      message: '登录尝试过于频繁，请稍后再试',
    });
    expect((await from('198.51.100.6').login('bystander@test.local', 'Right2026x')).code).toBe(200);
  }, 60_000);

  it('throttles reset e-mails per address and per IP', async () => {
    const client = from('198.51.100.7');
    for (let i = 0; i < 5; i++) expect((await client.resetMail('bystander@test.local')).code).toBe(200);
    expect(await client.resetMail('bystander@test.local')).toMatchObject({
      code: 429,
      message: '重置邮件发送过于频繁，请稍后再试',
    });
    expect((await from('198.51.100.8').resetMail('bystander@test.local')).code).toBe(429);
    const sprayer = from('198.51.100.9');
    for (let i = 0; i < 20; i++) expect((await sprayer.resetMail(`someone${i}@test.local`)).code).toBe(200);
    expect((await sprayer.resetMail('someone-else@test.local')).code).toBe(429);
  });

  it('bounds public event reports in shape, size and count per IP', async () => {
    const client = from('198.51.100.10');
    expect((await client.report({ reports: [{ eventName: 'ok', value: { a: 1, b: 'x' } }] })).code).toBe(200);
    expect(await client.report({ reports: [{ eventName: 'deep', value: { a: { b: { c: 1 } } } }] })).toMatchObject({
      status: 400,
      message: expect.stringContaining('value'),
    });
    expect(
      (
        await client.report({
          reports: [{ eventName: 'wide', ...Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])) }],
        })
      ).status,
    ).toBe(400);
    expect((await client.report({ reports: [{ eventName: 'nested', extra: [1, 2, 3] }] })).status).toBe(400);
    expect((await client.report({ reports: [{ eventName: 'long', value: 'x'.repeat(3000) }] })).status).toBe(400);
    expect((await client.report({ reports: Array.from({ length: 101 }, () => ({ eventName: 'many' })) })).status).toBe(
      400,
    );
    // 120 batches a minute from one address; the refused shapes never reached the counter, the first did.
    for (let i = 0; i < 119; i++) expect((await client.report({ reports: [{ eventName: 'burst' }] })).code).toBe(200);
    expect(await client.report({ reports: [{ eventName: 'burst' }] })).toMatchObject({ status: 429, code: 429 });
    expect((await from('198.51.100.11').report({ reports: [{ eventName: 'other' }] })).code).toBe(200);
  });

  it('limits every public call per address and call: the 601st in a minute is refused, others are not', async () => {
    const get = async (ip: string, path: string) => {
      const res = await fetch(`${app.baseUrl}${path}`, { headers: { 'x-forwarded-for': ip } });
      return { status: res.status, ...((await res.json()) as { code: number; message: string }) };
    };
    const ip = '198.51.100.20';
    for (let batch = 0; batch < 30; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(ip, '/api/system/switch')));
      expect(answers.every((a) => a.code === 200)).toBe(true);
    }
    expect(await get(ip, '/api/system/switch')).toMatchObject({
      status: 429,
      code: 429,
      message: '操作过于频繁，请稍后再试',
    });
    // Another public call from that address, and the same call from another, have budgets of their own.
    expect(
      (await get(ip, '/api/applet/talk/getRecommendAskTextList?projectId=00000000-0000-0000-0000-000000000000')).code,
    ).not.toBe(429);
    expect((await get('198.51.100.21', '/api/system/switch')).code).toBe(200);
  }, 60_000);
});
