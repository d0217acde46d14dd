import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitationCodes, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

/** The role hierarchy in company user administration and who may accept an invitation (000 §4, 002 §6). */
describe.each(testEngines())('role hierarchy on %s', (engine) => {
  let app: TestApp;
  let admin: ReturnType<typeof legacyClient>;
  let member: ReturnType<typeof legacyClient>;
  let superAdmin: ReturnType<typeof legacyClient>;
  let superId = '';
  let companyId = '';
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    member = legacyClient(app.baseUrl);
    superAdmin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    expect((await member.post('/api/user/vip/login', { email: 'member@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
    expect(
      (await superAdmin.post('/api/user/vip/login', { email: 'super@demo.local', password: 'Demo@2026' })).code,
    ).toBe(200);
    const [row] = await app.deps.db.select().from(users).where(eq(users.email, 'super@demo.local'));
    superId = row!.id;
    companyId = row!.companyId;
  });
  afterAll(() => app?.close());

  const superRow = async () => (await app.deps.db.select().from(users).where(eq(users.id, superId)))[0]!;

  it('refuses a company administrator demoting, renaming, locking or deleting the super administrator', async () => {
    const demote = await admin.post('/api/user/edit', { id: superId, roles: ['管理员'] });
    expect(demote).toMatchObject({ code: 403, message: '管理员无权修改、锁定或删除超管账号' });
    expect((await admin.post('/api/user/edit', { id: superId, displayName: '改名' })).code).toBe(403);
    expect((await admin.post(`/api/company/LockoutUser?id=${superId}`)).code).toBe(403);
    expect((await admin.post(`/api/company/UnLockoutUser?id=${superId}`)).code).toBe(403);
    expect((await admin.post('/api/company/DeleteUser', { userId: superId })).code).toBe(403);
    const row = await superRow();
    expect(row).toMatchObject({ roles: ['超管'], displayName: '平台超管', locked: false, deletedAt: null });
    expect((await superAdmin.get('/api/user/current')).status).toBe(200);
  });

  it('lets a super administrator manage an administrator, and an administrator manage a member', async () => {
    const adminId = (await admin.get('/api/user/current')).data.id;
    expect((await superAdmin.post('/api/user/edit', { id: adminId, displayName: '演示管理员2' })).code).toBe(200);
    const memberId = (await member.get('/api/user/current')).data.id;
    expect((await admin.post('/api/user/edit', { id: memberId, displayName: '演示成员2' })).code).toBe(200);
  });

  it('refuses an invitation for a company that is still valid, leaving its name alone', async () => {
    const accept = await member.post('/api/company/acceptInvitation', { code: 'DEMO01', companyName: '被改名的企业' });
    expect(accept).toMatchObject({ code: 4003, message: '企业已在有效期内，无需输入邀请码' });
    const [company] = await app.deps.db.select().from(companies).where(eq(companies.id, companyId));
    expect(company!.displayName).toBe('演示企业');
    const [code] = await app.deps.db.select().from(invitationCodes).where(eq(invitationCodes.code, 'DEMO01'));
    expect(code!.usedAt).toBeNull();
  });

  it('renews an expired company; only a manager’s accept renames it', async () => {
    await app.deps.db
      .update(companies)
      .set({ validEndTime: new Date(Date.now() - 60_000) })
      .where(eq(companies.id, companyId));
    await app.deps.db.insert(invitationCodes).values([
      { code: 'RENEW1', validDays: 30 },
      { code: 'RENEW2', validDays: 30 },
    ]);
    const byMember = await member.post('/api/company/acceptInvitation', {
      code: 'RENEW1',
      companyName: '成员起的名字',
    });
    expect(byMember.code).toBe(200);
    expect(byMember.data.company.displayName).toBe('演示企业');
    expect(new Date(byMember.data.company.validEndTime).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Valid again: a second code is refused and stays unused.
    expect(
      (await admin.post('/api/company/acceptInvitation', { code: 'RENEW2', companyName: '管理员起的名字' })).code,
    ).toBe(4003);
    await app.deps.db
      .update(companies)
      .set({ validEndTime: new Date(Date.now() - 60_000) })
      .where(eq(companies.id, companyId));
    const byAdmin = await admin.post('/api/company/acceptInvitation', {
      code: 'RENEW2',
      companyName: '管理员起的名字',
    });
    expect(byAdmin.data.company.displayName).toBe('管理员起的名字');
  });
});
