import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

/** A loopback stand-in for the messaging app's server API (gettoken → auth/getuserinfo → user/get). */
function fakeWecom(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/cgi-bin/gettoken') {
      return send(url.searchParams.get('corpsecret') === 'secret' ? { errcode: 0, access_token: 'T1', expires_in: 7200 } : { errcode: 40001, errmsg: 'invalid credential' });
    }
    if (url.searchParams.get('access_token') !== 'T1') return send({ errcode: 40014, errmsg: 'invalid access_token' });
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const code = url.searchParams.get('code');
      if (code === 'code-member') return send({ errcode: 0, userid: 'zhangsan' });
      if (code === 'code-stranger') return send({ errcode: 0, userid: 'lisi' });
      return send({ errcode: 40029, errmsg: 'invalid code' });
    }
    if (url.pathname === '/cgi-bin/user/get') {
      const id = url.searchParams.get('userid');
      return send(id === 'zhangsan' ? { errcode: 0, name: '张三', mobile: '13800000000' } : { errcode: 0, name: '李四', mobile: '13911112222' });
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })));
}

describe('login through the enterprise messaging app', () => {
  let app: TestApp;
  let wecom: Awaited<ReturnType<typeof fakeWecom>>;
  beforeAll(async () => {
    wecom = await fakeWecom();
    app = await startTestApp('pglite', { workers: false });
    app.deps.config.messagingApp = { apiBase: wecom.base, corpId: 'corp', corpSecret: 'secret' };
    await seedDemoData(app.deps.db);
  });
  afterAll(async () => {
    await app?.close();
    wecom?.server.close();
  });

  it('turns an authCode into a session of the matching account and marks its source', async () => {
    const client = legacyClient(app.baseUrl);
    const res = await client.post('/api/user/loginByAuth', { authCode: 'code-member', loginMethod: 1 });
    expect(res.code).toBe(200);
    expect(res.data.user).toMatchObject({ email: 'member@demo.local', properties: [{ authSource: 'wecom' }] });
    expect((await client.get('/api/user/current')).data.email).toBe('member@demo.local');
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, 'member@demo.local'));
    expect(row?.authSource).toBe('wecom');
  });

  it('refuses an invalid code and an app user without an account with status 666', async () => {
    expect(await legacyClient(app.baseUrl).post('/api/user/exchangeAuthCode', { authCode: 'bogus' })).toMatchObject({ code: 666, message: '用户不存在' });
    expect((await legacyClient(app.baseUrl).post('/api/user/loginByAuth', { authCode: 'code-stranger' })).code).toBe(666);
  });

  it('says the app is unavailable when its server refuses our credentials', async () => {
    app.deps.config.messagingApp = { apiBase: wecom.base, corpId: 'corp', corpSecret: 'wrong' };
    expect(await legacyClient(app.baseUrl).post('/api/user/loginByAuth', { authCode: 'code-member' })).toMatchObject({ code: 502, message: '企业通讯登录暂不可用' });
    app.deps.config.messagingApp = undefined;
    expect((await legacyClient(app.baseUrl).post('/api/user/loginByAuth', { authCode: 'code-member' })).code).toBe(503);
  });
});
