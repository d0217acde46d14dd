import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorMessages } from '@portal/contracts';
import { brandings, users, videoProjects } from '../../src/db/schema/index';
import { createSession, SESSION_COOKIE } from '../../src/services/accounts/sessions';
import { AGREEMENT_VERSION } from '../../src/services/accounts/agreements';
import { signedInUser } from '../support/accounts';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { clientWithCookie } from '../support/vh';
import { startTestApp, type TestApp } from '../support/test-app';

/** The calls issue 30 item 6 built: oem/getInfo, /whitelist/check, /user/sign, /multiple/edit/user/query. */
describe.each(testEngines())('the remaining calls on %s', (engine) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(engine, { workers: false });
    // The product's own host is portal.example.com (PUBLIC_URL): the skip rule covers it.
    app.deps.config.publicUrl = 'https://portal.example.com';
    await app.deps.db.insert(brandings).values({
      domain: 'oem.example.com',
      config: { webName: '智能员工', webNameColor: '#ff0000', h5Domain: 'h5.oem.example.com', loginOtherPlatform: 1 },
    });
  }, 120_000);
  afterAll(() => app?.close());

  describe('company/oem/getInfo', () => {
    it('answers an OEM domain its own look in the three groups', async () => {
      const res = await legacyClient(app.baseUrl).post('/api/company/oem/getInfo', { domain: 'OEM.example.com:8443' });
      expect(res.code).toBe(200);
      expect(res.data).toMatchObject({
        domain: 'oem.example.com',
        hostKind: 'oem',
        skipped: false,
        isCustomize: true,
        baseExtItems: { webName: '智能员工', webNameColor: '#ff0000', webTabTitle: '数字员工平台' },
        webExtItems: { loginOtherPlatform: 1, showLoginPage: 1 },
        h5ExtItems: { h5Domain: 'h5.oem.example.com' },
      });
      // Flat-merging the groups gives the branding config (000 §3): no key is lost or doubled.
      const merged = { ...res.data.baseExtItems, ...res.data.webExtItems, ...res.data.h5ExtItems };
      expect(Object.keys(merged)).toHaveLength(14);
    });

    it('skips local and product hosts, even one with a stored look, and gives others the defaults', async () => {
      await app.deps.db.insert(brandings).values({ domain: 'localhost', config: { webName: '不该出现' } });
      const client = legacyClient(app.baseUrl);
      for (const [domain, kind] of [
        ['localhost:5173', 'local'],
        ['192.168.1.20', 'local'],
        ['portal.example.com', 'product'],
      ] as const) {
        const res = await client.post('/api/company/oem/getInfo', { domain });
        expect(res.data).toMatchObject({ hostKind: kind, skipped: true, isCustomize: false });
        expect(res.data.baseExtItems.webName).toBe('数字员工平台');
      }
      // No domain: the requesting host (127.0.0.1 here) decides.
      expect((await client.post('/api/company/oem/getInfo', {})).data.hostKind).toBe('local');
      const stranger = await client.post('/api/company/oem/getInfo', { domain: 'other.example.org' });
      expect(stranger.data).toMatchObject({ hostKind: 'none', skipped: false, isCustomize: false });
    });

    it('refuses a malformed domain with a clear message', async () => {
      const res = await legacyClient(app.baseUrl).post('/api/company/oem/getInfo', { domain: '<script>' });
      expect(res.status).toBe(400);
      expect(res.message).toContain('域名格式不正确');
    });
  });

  it('/whitelist/check answers whether a domain may serve the portal', async () => {
    const client = legacyClient(app.baseUrl);
    const check = async (domain: string) => (await client.get(`/api/whitelist/check?domain=${domain}`)).data;
    expect(await check('oem.example.com')).toEqual({ domain: 'oem.example.com', whitelisted: true, hostKind: 'oem' });
    expect(await check('portal.example.com')).toMatchObject({ whitelisted: true, hostKind: 'product' });
    expect(await check('10.0.0.7:3000')).toMatchObject({ whitelisted: true, hostKind: 'local' });
    expect(await check('phish.example.net')).toEqual({
      domain: 'phish.example.net',
      whitelisted: false,
      hostKind: 'none',
    });
  });

  it('/user/sign records the signature and answers every signed document; a visitor is refused', async () => {
    const { cookie } = await signedInUser(app.deps.db);
    const client = clientWithCookie(app.baseUrl, cookie);
    const first = await client.post('/api/user/sign', {});
    expect(first.code).toBe(200);
    expect(first.data.documents.map((d: { document: string }) => d.document)).toEqual(['privacy', 'service']);
    expect(first.data.documents[0].version).toBe(AGREEMENT_VERSION);
    expect(Number.isNaN(Date.parse(first.data.documents[0].signedAt))).toBe(false);
    const second = await client.post('/api/user/sign', { documents: ['video'] });
    expect(second.data.documents.map((d: { document: string }) => d.document)).toEqual(['privacy', 'service', 'video']);
    expect((await client.post('/api/user/sign', { documents: ['contract'] })).status).toBe(400);
    expect((await client.post('/api/user/sign', { documents: [] })).status).toBe(400);
    expect((await legacyClient(app.baseUrl).post('/api/user/sign', {})).status).toBe(401);
  });

  it('/multiple/edit/user/query shows colleagues on the same project, never another company', async () => {
    const db = app.deps.db;
    const first = await signedInUser(db, [], '张三');
    const [colleague] = await db
      .insert(users)
      .values({ companyId: first.company.id, displayName: '李四', email: `${crypto.randomUUID()}@test.local` })
      .returning();
    const { token } = await createSession(db, colleague!.id, false);
    const [project] = await db
      .insert(videoProjects)
      .values({ companyId: first.company.id, userId: first.user.id, title: '协作', data: {} })
      .returning();
    const zhang = clientWithCookie(app.baseUrl, first.cookie);
    const li = clientWithCookie(app.baseUrl, `${SESSION_COOKIE}=${token}`);
    const path = '/api/v1/multiple/edit/user/query';

    const alone = await zhang.post(path, { projectId: project!.id });
    expect(alone.data).toEqual({ projectId: project!.id, editors: [], tip: '' });
    const both = await li.post(path, { projectId: project!.id });
    expect(both.data.editors).toEqual([{ userId: first.user.id, displayName: '张三', lastSeenAt: expect.any(String) }]);
    expect(both.data.tip).toBe(editorMessages.othersEditing('张三'));
    // The /api alias answers too, and the first editor now sees the second.
    expect((await zhang.post('/api/multiple/edit/user/query', { projectId: project!.id })).data.editors).toEqual([
      expect.objectContaining({ displayName: '李四' }),
    ]);

    const outsider = clientWithCookie(app.baseUrl, (await signedInUser(db)).cookie);
    const foreign = await outsider.post(path, { projectId: project!.id });
    expect(foreign.code).toBe(404);
    expect(foreign.data).toBeNull();
    expect((await zhang.post(path, {})).status).toBe(400);
    expect((await legacyClient(app.baseUrl).post(path, { projectId: project!.id })).status).toBe(401);
  });
});
