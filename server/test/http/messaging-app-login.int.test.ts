import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, messagingAppBindings, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fakeWecom } from '../support/wecom-server';

describe.each(testEngines())('login through the enterprise messaging app on %s', (engine) => {
  let app: TestApp;
  let wecom: Awaited<ReturnType<typeof fakeWecom>>;
  const config = () => ({ apiBase: wecom.base, corpId: 'corp', corpSecret: 'secret', company: 'demo' });
  beforeAll(async () => {
    wecom = await fakeWecom();
    app = await startTestApp(engine, { workers: false });
    app.deps.config.messagingApp = config();
    await seedDemoData(app.deps.db);
    wecom.codes.set('code-member', 'zhangsan');
    wecom.profiles.set('zhangsan', { name: '张三', mobile: '13800000000' });
    wecom.codes.set('code-stranger', 'lisi');
    wecom.profiles.set('lisi', { name: '李四', mobile: '13911112222' });
  });
  afterAll(async () => {
    await app?.close();
    await wecom?.close();
  });

  const login = (authCode: string) =>
    legacyClient(app.baseUrl).post('/api/user/loginByAuth', { authCode, loginMethod: 1 });

  it('binds the app user to the one matching account of the configured company and marks its source', async () => {
    const client = legacyClient(app.baseUrl);
    const res = await client.post('/api/user/loginByAuth', { authCode: 'code-member', loginMethod: 1 });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ email: 'member@demo.local', properties: [{ authSource: 'wecom' }] });
    expect((await client.get('/api/user/current')).data.email).toBe('member@demo.local');
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, 'member@demo.local'));
    expect(row?.authSource).toBe('wecom');
    expect(
      await app.deps.db.select().from(messagingAppBindings).where(eq(messagingAppBindings.appUserId, 'zhangsan')),
    ).toMatchObject([{ corpId: 'corp', userId: row!.id }]);
  });

  it('keeps to the binding when the app’s phone changes, and never binds a second app user to the account', async () => {
    wecom.profiles.set('zhangsan', { name: '张三', mobile: '13700000001', email: 'admin@demo.local' });
    expect((await login('code-member')).data.user.email).toBe('member@demo.local');
    // Another app user claiming the bound account's phone finds nothing to bind to.
    wecom.codes.set('code-copycat', 'copycat');
    wecom.profiles.set('copycat', { name: '冒名', mobile: '13800000000' });
    expect(await login('code-copycat')).toMatchObject({ code: 666, message: '用户不存在' });
  });

  it('never matches a user of another company', async () => {
    const [other] = await app.deps.db
      .insert(companies)
      .values({ displayName: '别的企业', validEndTime: new Date(Date.now() + 86_400_000) })
      .returning();
    await app.deps.db.insert(users).values({
      companyId: other!.id,
      displayName: '外人',
      email: 'outsider@other.local',
      phoneCountryCode: '+86',
      phoneNumber: '13911112222',
    });
    expect(await login('code-stranger')).toMatchObject({ code: 666, message: '用户不存在' });
    expect(
      await app.deps.db.select().from(messagingAppBindings).where(eq(messagingAppBindings.appUserId, 'lisi')),
    ).toHaveLength(0);
  });

  it('refuses a first login that matches two accounts', async () => {
    // The phone is one colleague's, the e-mail another's.
    wecom.codes.set('code-both', 'wangwu');
    wecom.profiles.set('wangwu', { name: '王五', mobile: '13800000000', email: 'super@demo.local' });
    await app.deps.db.delete(messagingAppBindings);
    expect(await login('code-both')).toMatchObject({
      code: 409,
      message: '企业通讯账号匹配到多个用户，请联系管理员处理',
    });
    expect(await app.deps.db.select().from(messagingAppBindings)).toHaveLength(0);
  });

  it('refuses an invalid code and an app user without an account with status 666', async () => {
    expect(await legacyClient(app.baseUrl).post('/api/user/exchangeAuthCode', { authCode: 'bogus' })).toMatchObject({
      code: 666,
      message: '用户不存在',
    });
    wecom.codes.set('code-nobody', 'nobody');
    wecom.profiles.set('nobody', { name: '无名', mobile: '13600000000' });
    expect((await login('code-nobody')).code).toBe(666);
  });

  it('says so when the configured company is unknown or the app refuses our credentials', async () => {
    app.deps.config.messagingApp = { ...config(), company: 'no-such-company' };
    expect(await login('code-member')).toMatchObject({ code: 503, message: '企业通讯未绑定企业，请联系管理员' });
    app.deps.config.messagingApp = { ...config(), corpSecret: 'wrong' };
    expect(await login('code-member')).toMatchObject({ code: 502, message: '企业通讯登录暂不可用' });
    app.deps.config.messagingApp = undefined;
    expect((await login('code-member')).code).toBe(503);
    app.deps.config.messagingApp = config();
  });
});
