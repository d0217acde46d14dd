import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, companies, invitationCodes, outboxMessages, userAgreements } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(testEngines())('account management on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    await seedDemoData(app.deps.db);
  });
  afterAll(() => app?.close());

  const login = async (email: string, password = 'Demo@2026') => {
    const client = legacyClient(app.baseUrl);
    const res = await client.post('/api/user/vip/login', { email, password });
    expect(res.code, res.message).toBe(200);
    return client;
  };
  const lastMail = async (address: string) => {
    const [row] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, address))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return row?.body ?? '';
  };

  describe('invitation', () => {
    it('validates the fields with the spec’s messages', async () => {
      const client = await login('member@demo.local');
      expect((await client.post('/api/company/acceptInvitation', { code: '', companyName: 'x' })).message).toContain(
        '请输入邀请码',
      );
      expect(
        (await client.post('/api/company/acceptInvitation', { code: 'ABC12', companyName: 'x' })).message,
      ).toContain('请输入正确的邀请码');
      expect(
        (await client.post('/api/company/acceptInvitation', { code: 'ABC12!', companyName: 'x' })).message,
      ).toContain('请输入正确的邀请码');
      expect(
        (await client.post('/api/company/acceptInvitation', { code: 'ABC123', companyName: '' })).message,
      ).toContain('请输入企业名称');
      expect(
        (await client.post('/api/company/acceptInvitation', { code: 'ABC123', companyName: '企'.repeat(101) })).message,
      ).toContain('企业名称不能超过100字');
    });

    it('refuses an unknown code and accepts a valid one once', async () => {
      const { cookie, company } = await signedInUser(app.deps.db, ['管理员']);
      const headers = { cookie };
      const client = legacyClient(app.baseUrl);
      expect(
        await client.post('/api/company/acceptInvitation', { code: 'NOPE00', companyName: '新企业' }, headers),
      ).toMatchObject({ code: 4001, message: '请输入正确的邀请码' });
      await app.deps.db.insert(invitationCodes).values({ code: 'JOIN42', validDays: 30 });
      const ok = await client.get(
        `/api/company/activateByCode?code=join42&companyName=${encodeURIComponent('新企业')}`,
      );
      expect(ok.status).toBe(401); // no cookie on that call: activation needs a session
      const accepted = await fetch(
        `${app.baseUrl}/api/company/activateByCode?code=join42&companyName=${encodeURIComponent('新企业')}`,
        { headers },
      ).then((r) => r.json() as Promise<any>);
      expect(accepted.code).toBe(200);
      expect(accepted.data.company.displayName).toBe('新企业');
      const [row] = await app.deps.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row!.validEndTime!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      await app.deps.db
        .update(companies)
        .set({ validEndTime: new Date(Date.now() - 1000) })
        .where(eq(companies.id, company.id));
      const reuse = await client.post(
        '/api/company/acceptInvitation',
        { code: 'JOIN42', companyName: '又一个' },
        headers,
      );
      expect(reuse.code).toBe(4001);
    });
  });

  describe('passwords', () => {
    it('resets a password through a single-use mailed link', async () => {
      const { user } = await signedInUser(app.deps.db);
      const email = user.email!;
      const client = legacyClient(app.baseUrl);
      expect((await client.get(`/api/user/vip/SendPasswordResetEmail?email=${encodeURIComponent(email)}`)).code).toBe(
        200,
      );
      expect((await client.get('/api/user/vip/SendPasswordResetEmail?email=nobody%40x.local')).code).toBe(200);
      const token = /token=([\w%-]+)/.exec(await lastMail(email))?.[1];
      expect(token).toBeTruthy();
      expect(
        (await client.post('/api/user/PasswordReset', { token: decodeURIComponent(token!), password: 'short' }))
          .message,
      ).toContain('密码需为8-20位');
      expect(
        (await client.post('/api/user/PasswordReset', { token: decodeURIComponent(token!), password: 'NewPass123' }))
          .code,
      ).toBe(200);
      await login(email, 'NewPass123');
      expect(
        (await client.post('/api/user/PasswordReset', { token: decodeURIComponent(token!), password: 'Other1234' }))
          .code,
      ).toBe(410);
    });

    it('refuses an expired reset link', async () => {
      const { user } = await signedInUser(app.deps.db);
      await legacyClient(app.baseUrl).get(
        `/api/user/vip/SendPasswordResetEmail?email=${encodeURIComponent(user.email!)}`,
      );
      const token = decodeURIComponent(/token=([\w%-]+)/.exec(await lastMail(user.email!))![1]!);
      await app.deps.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      expect(
        await legacyClient(app.baseUrl).post('/api/user/PasswordReset', { token, password: 'NewPass123' }),
      ).toMatchObject({ code: 410, message: '链接已失效，请重新获取' });
    });

    it('changes a password with the old one or with a code to the own e-mail', async () => {
      const { user } = await signedInUser(app.deps.db);
      const reset = legacyClient(app.baseUrl);
      await reset.get(`/api/user/vip/SendPasswordResetEmail?email=${encodeURIComponent(user.email!)}`);
      const token = decodeURIComponent(/token=([\w%-]+)/.exec(await lastMail(user.email!))![1]!);
      await reset.post('/api/user/PasswordReset', { token, password: 'First1234' });
      const client = await login(user.email!, 'First1234');
      // The same account signed in elsewhere (another device, or whoever learned the old password).
      const elsewhere = await login(user.email!, 'First1234');
      expect(
        await client.post('/api/user/ChangePassword', { oldPassword: 'Wrong1234', newPassword: 'Second123' }),
      ).toMatchObject({ code: 666, message: '原密码错误' });
      expect((await elsewhere.get('/api/user/current')).status).toBe(200);
      expect(
        (await client.post('/api/user/ChangePassword', { oldPassword: 'First1234', newPassword: 'Second123' })).code,
      ).toBe(200);
      // A change ends every other session of the account; the one that made it continues.
      expect((await elsewhere.get('/api/user/current')).status).toBe(401);
      const third = await login(user.email!, 'Second123');
      expect((await client.post('/api/user/sendEmailCodeByCurrent')).code).toBe(200);
      const code = /验证码是 (\d{6})/.exec(await lastMail(user.email!))![1]!;
      expect(
        (await client.post('/api/user/changePasswordByCode', { channel: 'email', code, newPassword: 'Third1234' }))
          .code,
      ).toBe(200);
      expect((await third.get('/api/user/current')).status).toBe(401);
      expect((await client.get('/api/user/current')).status).toBe(200);
      await login(user.email!, 'Third1234');
    });
  });

  describe('binding and agreements', () => {
    it('binds a new e-mail with a code sent to it, refusing one taken by another account', async () => {
      const client = await login('super@demo.local');
      expect((await client.post('/api/user/sendEmailCode', { email: 'admin@demo.local' })).code).toBe(200);
      const taken = /验证码是 (\d{6})/.exec(await lastMail('admin@demo.local'))![1]!;
      expect((await client.post('/api/user/bindEmail', { email: 'admin@demo.local', code: taken })).message).toBe(
        '该邮箱已被其他账号绑定',
      );
      await client.post('/api/user/sendEmailCode', { email: 'boss@demo.local' });
      const code = /验证码是 (\d{6})/.exec(await lastMail('boss@demo.local'))![1]!;
      expect((await client.post('/api/user/bindEmail', { email: 'boss@demo.local', code })).code).toBe(200);
      expect((await client.get('/api/user/vip/info')).data.email).toBe('boss@demo.local');
    });

    it('records the accepted legal documents with their version', async () => {
      const client = await login('member@demo.local');
      expect((await client.post('/api/user/agreement/record', { documents: ['privacy', 'service'] })).code).toBe(200);
      const me = (await client.get('/api/user/current')).data;
      const rows = await app.deps.db.select().from(userAgreements).where(eq(userAgreements.userId, me.id));
      expect(rows.map((r) => `${r.document}@${r.version}`).sort()).toEqual(['privacy@2023-4-23', 'service@2023-4-23']);
    });
  });

  describe('tenant isolation and rights', () => {
    it('shows each user only their own company', async () => {
      const demo = await login('member@demo.local');
      const other = await signedInUser(app.deps.db, ['管理员']);
      const mine = (await demo.get('/api/user/current')).data;
      expect(mine.company.displayName).toBe('演示企业');
      const theirs = await legacyClient(app.baseUrl).post('/api/notice/list', {}, { cookie: other.cookie });
      expect(theirs.code).toBe(200);
      const limits = await legacyClient(app.baseUrl).get(`/api/user/limitsAuthority?userId=${mine.id}`);
      expect(limits.status).toBe(401);
      const crossCompany = await fetch(`${app.baseUrl}/api/user/limitsAuthority?userId=${mine.id}`, {
        headers: { cookie: other.cookie },
      });
      expect(crossCompany.status).toBe(403);
      const licences = await fetch(`${app.baseUrl}/api/vh/rm/get-license-and-rights`, {
        headers: { cookie: other.cookie },
      }).then((r) => r.json() as Promise<any>);
      expect(licences.data.licenses.every((l: { status: string }) => l.status === 'not valid')).toBe(true);
      expect(
        (await demo.get('/api/vh/rm/get-license-and-rights')).data.licenses
          .filter((l: { status: string }) => l.status === 'valid')
          .map((l: { appId: number }) => l.appId),
      ).toEqual([21, 22, 23, 24]);
    });

    it('lets only managers read and make the company’s subscription key', async () => {
      const member = await login('member@demo.local');
      expect((await member.get('/api/company/getSubKey_notGeneIfNone')).status).toBe(403);
      const admin = await login('admin@demo.local');
      expect((await admin.get('/api/company/getSubKey_notGeneIfNone')).data.subKey).toBeNull();
      const made = (await admin.post('/api/company/geneSubKey')).data.subKey;
      expect(made).toMatch(/^dhk_[A-Za-z0-9_-]{32}$/);
      expect((await admin.get('/api/company/getSubKey_notGeneIfNone')).data.subKey).toBe(made);
      const withKey = await fetch(`${app.baseUrl}/rtc/openapi/signature/gen`, {
        headers: { 'subscription-key': made },
      });
      // Authenticated by the key (the demo company holds the SDK right and licence 24).
      expect(withKey.status).toBe(200);
      expect(((await withKey.json()) as { data: { signature: string } }).data.signature).toMatch(/^v2\./);
    });
  });
});
