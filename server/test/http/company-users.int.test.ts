import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

describe('company user administration', () => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    app = await startTestApp('pglite', { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  });
  afterAll(() => app?.close());

  const activationToken = async (email: string) => {
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return decodeURIComponent(/token=([\w%-]+)/.exec(mail?.body ?? '')?.[1] ?? '');
  };

  it('adds a colleague who activates the account through the mailed link', async () => {
    const added = await admin.post('/api/company/AddUser', {
      displayName: '新同事',
      email: 'New.Colleague@demo.local',
      phone: '13900001111',
    });
    expect(added.data).toMatchObject({ email: 'new.colleague@demo.local', emailConfirmed: false, roles: [] });
    expect(
      (await admin.post('/api/company/AddUser', { displayName: '重复', email: 'new.colleague@demo.local' })).code,
    ).toBe(409);
    const token = await activationToken('new.colleague@demo.local');
    expect(
      (
        await legacyClient(app.baseUrl).post('/api/user/EmailConfirmAddCreatePassword', {
          token,
          password: 'Welcome123',
        })
      ).code,
    ).toBe(200);
    const colleague = legacyClient(app.baseUrl);
    expect(
      (await colleague.post('/api/user/vip/login', { email: 'new.colleague@demo.local', password: 'Welcome123' })).data
        .user.company.displayName,
    ).toBe('演示企业');
    const list = await admin.get('/api/user/list?pageIndex=1&pageSize=8&keyword=%E6%96%B0');
    expect(list.data.list.map((u: { displayName: string }) => u.displayName)).toEqual(['新同事']);
    expect(list.data.list[0].emailConfirmed).toBe(true);
    expect((await admin.get(`/api/user/SendConfirmationEmail?id=${added.data.id}`)).message).toBe('该账号已激活');
  });

  it('edits, locks, unlocks and deletes a colleague, and ends their sessions', async () => {
    const added = await admin.post('/api/company/AddUser', { displayName: '临时', email: 'temp@demo.local' });
    await legacyClient(app.baseUrl).post('/api/user/EmailConfirmAddCreatePassword', {
      token: await activationToken('temp@demo.local'),
      password: 'Temp12345',
    });
    const temp = legacyClient(app.baseUrl);
    await temp.post('/api/user/vip/login', { email: 'temp@demo.local', password: 'Temp12345' });
    expect(
      (await admin.post('/api/user/edit', { id: added.data.id, displayName: '临时工', roles: ['管理员'] })).data,
    ).toMatchObject({ displayName: '临时工', roles: ['管理员'] });
    expect((await admin.post(`/api/company/LockoutUser?id=${added.data.id}`)).code).toBe(200);
    expect((await temp.get('/api/user/current')).status).toBe(401);
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/vip/login', { email: 'temp@demo.local', password: 'Temp12345' }))
        .message,
    ).toBe('账户已被锁定，请联系管理员');
    await admin.post(`/api/company/UnLockoutUser?id=${added.data.id}`);
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/vip/login', { email: 'temp@demo.local', password: 'Temp12345' }))
        .code,
    ).toBe(200);
    expect((await admin.post('/api/company/DeleteUser', { userId: added.data.id })).code).toBe(200);
    expect(
      (await legacyClient(app.baseUrl).post('/api/user/vip/login', { email: 'temp@demo.local', password: 'Temp12345' }))
        .message,
    ).toBe('账户已删除');
  });

  it('refuses managing oneself and granting 超管 without being one', async () => {
    const me = (await admin.get('/api/user/current')).data;
    expect((await admin.post('/api/company/DeleteUser', { userId: me.id })).status).toBe(403);
    expect((await admin.post(`/api/company/LockoutUser?id=${me.id}`)).status).toBe(403);
    expect(
      (
        await admin.post('/api/company/AddUser', {
          displayName: '超管候选',
          email: 'boss2@demo.local',
          roles: ['超管'],
        })
      ).status,
    ).toBe(403);
  });
});
