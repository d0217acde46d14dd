import { desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, outboxMessages, rateLimitCounters, users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/services/accounts/passwords';
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

  it('locks an account after 20 wrong passwords in a row: the 21st, correct, is refused', async () => {
    await addUser('target@test.local');
    const client = from('198.51.100.1');
    for (let i = 0; i < 20; i++)
      expect(await client.login('target@test.local', `Wrong${i}xx1`)).toMatchObject({
        code: 666,
        message: '账号或密码错误',
      });
    const locked = await client.login('target@test.local', 'Right2026x');
    expect(locked).toMatchObject({
      status: 200,
      code: 666,
      message: '登录失败次数过多，账户已临时锁定，请15分钟后再试',
    });
    // Another address does not get around it; another account is not touched.
    expect((await from('198.51.100.2').login('target@test.local', 'Right2026x')).code).toBe(666);
    await addUser('bystander@test.local');
    expect((await client.login('bystander@test.local', 'Right2026x')).code).toBe(200);
    // The owner can still sign in with a code sent to the address: codes have their own budget.
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/sendLoginEmailCode', { email: 'target@test.local' })).code,
    ).toBe(200);
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, 'target@test.local'))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    const code = /验证码是 (\d{6})/.exec(mail!.body)![1]!;
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/vip/login', { email: 'target@test.local', emailCode: code }))
        .code,
    ).toBe(200);
    expect((await client.login('target@test.local', 'Right2026x')).code).toBe(666);
    // Once the window is over the right password works again.
    await app.deps.db
      .update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimitCounters.key, 'login-account:%'));
    expect((await client.login('target@test.local', 'Right2026x')).code).toBe(200);
  });

  it('forgets a run of wrong passwords once the right one is given', async () => {
    await addUser('forgetful@test.local');
    const client = from('198.51.100.3');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 19; i++) expect((await client.login('forgetful@test.local', `Wrong${i}xx1`)).code).toBe(666);
      expect((await client.login('forgetful@test.local', 'Right2026x')).code).toBe(200);
    }
  });

  it('answers an unknown e-mail exactly as a wrong password, and locks it the same way', async () => {
    const client = from('198.51.100.4');
    const unknown = await client.login('nobody@test.local', 'Wrong123xx');
    const wrong = await client.login('bystander@test.local', 'Wrong123xx');
    expect(unknown).toEqual(wrong);
    for (let i = 0; i < 19; i++) await client.login('nobody@test.local', 'Wrong123xx');
    expect((await client.login('nobody@test.local', 'Wrong123xx')).message).toContain('账户已临时锁定');
  });

  it('refuses an address after 100 failed logins across accounts', async () => {
    const client = from('198.51.100.5');
    for (let batch = 0; batch < 10; batch++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => client.login(`spray${batch * 10 + i}@test.local`, 'Guess2026x')),
      );
      for (const r of results) expect(r.message).toBe('账号或密码错误');
    }
    expect(await client.login('bystander@test.local', 'Right2026x')).toMatchObject({
      code: 429,
      message: '登录尝试过于频繁，请稍后再试',
    });
    expect((await from('198.51.100.6').login('bystander@test.local', 'Right2026x')).code).toBe(200);
  });

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
