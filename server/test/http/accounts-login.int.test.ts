import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, users, verificationCodes } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { issueAccountToken } from '../../src/services/accounts/account-tokens';
import { MAX_SENDS_PER_IP_PER_HOUR, sendCode } from '../../src/services/accounts/codes';
import { outboxDelivery } from '../../src/services/delivery/delivery';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('login on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
  });
  afterAll(() => app?.close());

  const latestCode = async (address: string) => {
    const [row] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, address))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return /验证码是 (\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
  };

  it('logs in with e-mail and password and starts a session', async () => {
    const client = legacyClient(app.baseUrl);
    const res = await client.post('/api/user/vip/login', { email: 'Admin@Demo.local', password: 'Demo@2026' });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({
      email: 'admin@demo.local',
      displayName: '演示管理员',
      isManager: true,
      company: { displayName: '演示企业' },
    });
    expect(res.data.vhListReady).toBe(true);
    expect(client.jar.get('isLogin')).toBe('1');
    const session = client.setCookieHeaders().find((c) => c.startsWith('ice-token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Max-Age/i);
    expect((await client.get('/api/user/vip/info')).data.email).toBe('admin@demo.local');
  });

  it('keeps a persistent session’s cookies for 30 days', async () => {
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026', isPersistent: true });
    expect(client.setCookieHeaders().find((c) => c.startsWith('ice-token='))).toMatch(/Max-Age=2592000/);
  });

  it.each(['+86 13800000000', '+8613800000000', '13800000000'])('logs in by phone written as %s', async (phone) => {
    const res = await legacyClient(app.baseUrl).post('/api/user/vip/login', { phone, password: 'Demo@2026' });
    expect(res.data.user.email).toBe('member@demo.local');
  });

  it('answers status 666 with the spec’s messages for wrong credentials', async () => {
    const client = legacyClient(app.baseUrl);
    const wrong = await client.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Wrong1234' });
    expect(wrong).toMatchObject({ status: 200, code: 666, message: '账号或密码错误' });
    expect((await client.post('/api/user/vip/login', { phone: '13900000000', smsCode: '123456' })).message).toContain(
      '用户不存在',
    );
    await app.deps.db.insert(users).values({
      companyId: (await client.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).data
        .user.company.id,
      displayName: '已删除',
      email: 'gone@demo.local',
      deletedAt: new Date(),
      roles: [],
    });
    expect(
      (await client.post('/api/user/vip/login', { email: 'gone@demo.local', password: 'Demo@2026' })).message,
    ).toContain('账户已删除');
    expect((await client.post('/api/user/vip/login', { phone: '13800000000', smsCode: '000000' })).message).toContain(
      '验证码错误',
    );
  });

  it('validates the payload with 000 §5’s messages', async () => {
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/user/vip/login', { email: 'admin@demo.local' })).message).toContain(
      '密码不允许为空!',
    );
    expect((await client.post('/api/user/vip/login', { email: '', password: 'x' })).message).toContain('请输入邮箱');
    expect((await client.post('/api/user/vip/login', { email: 'admin@demo.local', emailCode: '' })).message).toContain(
      '请输入验证码',
    );
    expect((await client.post('/api/user/sendLoginSmsCode', { phone: 'abc' })).message).toBe('请输入正确手机号');
  });

  it('logs in with a single-use e-mail code from the outbox', async () => {
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/user/sendLoginEmailCode', { email: 'member@demo.local' })).code).toBe(200);
    const code = await latestCode('member@demo.local');
    expect(code).toMatch(/^\d{6}$/);
    expect((await client.post('/api/user/modal/login', { email: 'member@demo.local', emailCode: code })).code).toBe(
      200,
    );
    const again = await legacyClient(app.baseUrl).post('/api/user/vip/login', {
      email: 'member@demo.local',
      emailCode: code,
    });
    expect(again).toMatchObject({ code: 666, message: '验证码错误' });
  });

  it('logs in with an SMS code and refuses an expired one', async () => {
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/user/sendLoginSmsCode', { phone: '+86 13800000000' })).code).toBe(200);
    const code = await latestCode('+8613800000000');
    await app.deps.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.address, '+8613800000000'));
    expect((await client.post('/api/user/vip/login', { phone: '13800000000', smsCode: code })).message).toBe(
      '验证码错误',
    );
  });

  it('limits sending per address and per IP with a business error', async () => {
    const client = legacyClient(app.baseUrl);
    expect((await client.post('/api/user/sendLoginEmailCode', { email: 'limit@demo.local' })).code).toBe(200);
    expect(await client.post('/api/user/sendLoginEmailCode', { email: 'limit@demo.local' })).toMatchObject({
      status: 200,
      code: 429,
      message: '验证码发送过于频繁，请稍后再试',
    });
    const delivery = outboxDelivery(app.deps.db);
    for (let i = 0; i < MAX_SENDS_PER_IP_PER_HOUR; i++) {
      await sendCode(app.deps.db, delivery, {
        channel: 'email',
        address: `ip${i}@x.local`,
        purpose: 'login',
        ip: '10.9.9.9',
      });
    }
    await expect(
      sendCode(app.deps.db, delivery, {
        channel: 'email',
        address: 'one-more@x.local',
        purpose: 'login',
        ip: '10.9.9.9',
      }),
    ).rejects.toMatchObject({ code: 429 });
  });

  it('stops accepting a code after five wrong attempts', async () => {
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/sendLoginEmailCode', { email: 'admin@demo.local' });
    const code = await latestCode('admin@demo.local');
    for (let i = 0; i < 5; i++)
      await client.post('/api/user/vip/login', {
        email: 'admin@demo.local',
        emailCode: '999999' === code ? '999998' : '999999',
      });
    expect((await client.post('/api/user/vip/login', { email: 'admin@demo.local', emailCode: code })).message).toBe(
      '验证码错误',
    );
    const [row] = await app.deps.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.address, 'admin@demo.local')))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    expect(row?.attempts).toBe(5);
  });

  it('exchanges a login token once', async () => {
    const [member] = await app.deps.db.select().from(users).where(eq(users.email, 'member@demo.local'));
    const token = await issueAccountToken(app.deps.db, member!.id, 'login');
    const client = legacyClient(app.baseUrl);
    expect((await client.get(`/api/user/loginWithToken?token=${token}`)).data.user.email).toBe('member@demo.local');
    expect((await legacyClient(app.baseUrl).get(`/api/user/loginWithToken?token=${token}`)).status).toBe(401);
  });

  it('logs out on the server: the old cookie stops working', async () => {
    const client = legacyClient(app.baseUrl);
    await client.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
    const stolen = `ice-token=${client.jar.get('ice-token')}`;
    expect((await client.post('/api/user/logout')).code).toBe(200);
    expect(client.jar.has('ice-token')).toBe(false);
    const replay = await fetch(`${app.baseUrl}/api/user/vip/info`, { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });
});
