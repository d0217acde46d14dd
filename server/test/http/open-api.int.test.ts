import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_APP_IDS, OPENAPI_KEY_RATE_PER_MINUTE, openapiMessages } from '@portal/contracts';
import { companies, companyLicences, subscriptionKeys, talkProjects } from '../../src/db/schema/index';
import { signOpenapiSignature } from '../../src/services/openapi/signature';
import { hashKey } from '../../src/services/openapi/subscription-keys';
import { signedInUser } from '../support/accounts';
import { testEngines } from '../support/databases';
import { startWithTalkProject } from '../support/talk-project';
import type { TestApp } from '../support/test-app';
import type { clientWithCookie } from '../support/vh';

type Answer = { status: number; code: number; message: string; data: any };

/*
 * Issue 30 item 1: subscription keys (sealed, rotated with a grace period, logged per key) and the
 * signature flow of the open API — expiry, forgery, another company's project, the per-key rate
 * limit and the SDK licence — on both engines.
 */
describe.each(testEngines())('the open API and its signature flow on %s', (engine) => {
  let app: TestApp;
  let manager: ReturnType<typeof clientWithCookie>;
  let companyId = '';
  let projectId = '';
  let secondProjectId = '';
  let otherProjectId = '';

  const open = async (path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${app.baseUrl}/rtc/openapi${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, ...((await res.json()) as Omit<Answer, 'status'>) };
  };
  const signature = async (key: string, query = '') => {
    const made = await open(`/signature/gen${query}`, { 'subscription-key': key });
    expect(made.code, made.message).toBe(200);
    return made.data.signature as string;
  };
  const rotate = async () => {
    const made = await manager.post('/api/company/geneSubKey', {});
    expect(made.code, made.message).toBe(200);
    return made.data as { subKey: string; previousKeyValidUntil: string | null };
  };

  beforeAll(async () => {
    const started = await startWithTalkProject(engine, '开放接口项目');
    app = started.app;
    projectId = started.projectId;
    manager = started.client;
    const db = app.deps.db;
    const [project] = await db.select().from(talkProjects).where(eq(talkProjects.id, projectId));
    companyId = project!.companyId;
    await db
      .update(companies)
      .set({ customizeRights: { enableInteractive: true, enableCard: true, enableHardware: false, enableSdk: true } })
      .where(eq(companies.id, companyId));
    await db.update(talkProjects).set({ visibility: true }).where(eq(talkProjects.id, projectId));
    const [second] = await db
      .insert(talkProjects)
      .values({ companyId, title: '第二个项目', publishType: 'card', data: {}, persona: {}, visibility: true })
      .returning();
    secondProjectId = second!.id;
    const other = await signedInUser(db, ['管理员']);
    const [foreign] = await db
      .insert(talkProjects)
      .values({
        companyId: other.company.id,
        title: '别家的项目',
        publishType: 'card',
        data: {},
        persona: {},
        visibility: true,
      })
      .returning();
    otherProjectId = foreign!.id;
    for (const q of ['营业时间', '怎么预约', '停车在哪']) {
      const made = await manager.post('/api/talk/faq/create', {
        projectId,
        standardQuestion: q,
        similarQuestions: [],
        standardAnswers: [`${q}的答案`],
      });
      expect(made.code, made.message).toBe(200);
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('has no key until the manager makes one, which is stored sealed and hashed', async () => {
    const none = await manager.get('/api/company/getSubKey_notGeneIfNone');
    expect(none).toMatchObject({ code: 200, data: { subKey: null, maskedKey: null, keys: [] } });
    const { subKey, previousKeyValidUntil } = await rotate();
    expect(subKey).toMatch(/^dhk_[A-Za-z0-9_-]{32}$/);
    expect(previousKeyValidUntil).toBeNull();
    const [row] = await app.deps.db.select().from(subscriptionKeys).where(eq(subscriptionKeys.companyId, companyId));
    expect(row!.keyHash).toBe(hashKey(subKey));
    expect(row!.sealedKey).toMatch(/^enc:v1:/);
    expect(row!.sealedKey).not.toContain(subKey);
    const seen = await manager.get('/api/company/getSubKey_notGeneIfNone');
    expect(seen.data).toMatchObject({ subKey, maskedKey: `****${subKey.slice(-4)}`, graceHours: 24 });
  });

  it('issues a signature for the key and answers the open calls with it, counting each call against the key', async () => {
    const { subKey } = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data;
    const made = await open('/signature/gen?expiresIn=120', { 'subscription-key': subKey });
    expect(made.code, made.message).toBe(200);
    expect(made.data.expiresIn).toBe(120);
    expect(Date.parse(made.data.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    expect(made.data.projectId).toBeNull();
    const sig = { signature: made.data.signature };

    const rtc = await open(`/talk/rtc/get?projectId=${projectId}`, sig);
    expect(rtc.code, rtc.message).toBe(200);
    expect(rtc.data).toMatchObject({ projectId, title: '开放接口项目', signatureExpiresAt: made.data.expiresAt });
    expect(rtc.data.embedUrl).toBe(
      `${app.baseUrl}/applet?projectId=${projectId}&shareToken=${rtc.data.shareToken}&embed=sdk`,
    );
    // The share token opens the card's live channel: the visitor's first call takes it.
    const visitor = await fetch(`${app.baseUrl}/api/talk/faq/applet/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId, shareToken: rtc.data.shareToken }),
    });
    expect(((await visitor.json()) as Answer).code).toBe(200);

    const page = await open('/talk/faq/list', sig, { projectId, pageIndex: 2, pageSize: 2 });
    expect(page.code, page.message).toBe(200);
    expect(page.data).toMatchObject({ total: 3, pageIndex: 2, pageSize: 2 });
    expect(page.data.list).toEqual([
      expect.objectContaining({ standardQuestion: '停车在哪', standardAnswers: ['停车在哪的答案'] }),
    ]);
    const languages = await open(`/talk/support-language?projectId=${projectId}`, sig);
    expect(languages).toMatchObject({ status: 404, message: openapiMessages.noVoice, data: null });

    const log = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data.keys;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ current: true, validUntil: null });
    // signature/gen, rtc/get, faq/list and support-language (a refusal is a call too).
    expect(log[0].useCount).toBe(4);
    expect(Date.now() - Date.parse(log[0].lastUsedAt)).toBeLessThan(60_000);
  });

  it('refuses a missing, forged or expired signature with 401 and no data', async () => {
    const { subKey } = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data;
    const path = `/talk/rtc/get?projectId=${projectId}`;
    expect(await open(path, {})).toEqual({
      status: 401,
      code: 401,
      message: openapiMessages.signatureMissing,
      data: null,
    });
    expect(await open('/signature/gen', {})).toMatchObject({
      status: 401,
      message: openapiMessages.keyMissing,
      data: null,
    });
    expect(await open('/signature/gen', { 'subscription-key': 'dhk_guessed' })).toMatchObject({
      status: 401,
      message: openapiMessages.keyInvalid,
    });
    const sig = await signature(subKey);
    const forged = sig.replace(/\.\d+\./, (m) => `.${Number(m.slice(1, -1)) + 3_600_000}.`);
    expect(await open(path, { signature: forged })).toMatchObject({
      status: 401,
      message: openapiMessages.signatureInvalid,
      data: null,
    });
    // A signature cannot mint signatures.
    expect(await open('/signature/gen', { signature: sig })).toMatchObject({
      status: 401,
      message: openapiMessages.keyMissing,
    });
    const keyId = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data.keys[0].id;
    const expired = signOpenapiSignature(app.deps.config.secret, {
      companyId,
      keyId,
      projectId: null,
      expiresAtMs: Date.now() - 1,
    });
    expect(await open(path, { signature: expired })).toEqual({
      status: 401,
      code: 401,
      message: openapiMessages.signatureExpired,
      data: null,
    });
  });

  it("refuses another company's project, and a bound signature's other project, with 403 and no data", async () => {
    const { subKey } = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data;
    const sig = await signature(subKey);
    const foreign = await open(`/talk/rtc/get?projectId=${otherProjectId}`, { signature: sig });
    expect(foreign).toEqual({ status: 403, code: 403, message: openapiMessages.signatureOtherProject, data: null });
    expect(await open('/talk/faq/list', { signature: sig }, { projectId: otherProjectId })).toMatchObject({
      status: 403,
      data: null,
    });
    // Binding a signature to another company's project is refused at issue.
    expect(await open(`/signature/gen?projectId=${otherProjectId}`, { 'subscription-key': subKey })).toMatchObject({
      status: 403,
      message: openapiMessages.signatureOtherProject,
    });
    const bound = await signature(subKey, `?projectId=${projectId}`);
    expect((await open('/talk/faq/list', { signature: bound }, {})).code).toBe(200);
    expect(await open(`/talk/rtc/get?projectId=${secondProjectId}`, { signature: bound })).toMatchObject({
      status: 403,
      message: openapiMessages.signatureOtherProject,
    });
    // An unpublished project has no live session to open.
    await app.deps.db.update(talkProjects).set({ visibility: false }).where(eq(talkProjects.id, secondProjectId));
    expect(await open(`/talk/rtc/get?projectId=${secondProjectId}`, { signature: sig })).toMatchObject({
      status: 403,
      message: openapiMessages.projectUnpublished,
    });
  });

  it('keeps a rotated key and its signatures working through the grace period, then refuses them', async () => {
    const old = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data.subKey as string;
    const oldSignature = await signature(old);
    const { subKey: fresh, previousKeyValidUntil } = await rotate();
    expect(fresh).not.toBe(old);
    const grace = Date.parse(previousKeyValidUntil!) - Date.now();
    expect(grace).toBeGreaterThan(23.9 * 3_600_000);
    expect(grace).toBeLessThanOrEqual(24 * 3_600_000);
    // Within the grace period both keys work.
    expect((await open('/signature/gen', { 'subscription-key': old })).code).toBe(200);
    expect((await open(`/talk/rtc/get?projectId=${projectId}`, { signature: oldSignature })).code).toBe(200);
    expect((await open('/signature/gen', { 'subscription-key': fresh })).code).toBe(200);
    const view = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data;
    expect(view.subKey).toBe(fresh);
    expect(view.keys.map((k: { current: boolean }) => k.current)).toEqual([true, false]);
    // The grace period ends: the old key and the signatures it issued stop.
    await app.deps.db
      .update(subscriptionKeys)
      .set({ retiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptionKeys.keyHash, hashKey(old)));
    expect(await open('/signature/gen', { 'subscription-key': old })).toMatchObject({
      status: 401,
      message: openapiMessages.keyInvalid,
      data: null,
    });
    expect(await open(`/talk/rtc/get?projectId=${projectId}`, { signature: oldSignature })).toMatchObject({
      status: 401,
      message: openapiMessages.keyInvalid,
    });
    expect((await manager.get('/api/company/getSubKey_notGeneIfNone')).data.keys).toHaveLength(1);
  });

  it('enforces enableSdk and the SDK licence (24) with the spec words', async () => {
    const { subKey } = (await manager.get('/api/company/getSubKey_notGeneIfNone')).data;
    const db = app.deps.db;
    const rights = { enableInteractive: true, enableCard: true, enableHardware: false, enableSdk: false };
    await db.update(companies).set({ customizeRights: rights }).where(eq(companies.id, companyId));
    const off = await open('/signature/gen', { 'subscription-key': subKey });
    expect(off).toEqual({ status: 403, code: 403, message: openapiMessages.sdkNotEnabled, data: null });
    expect(off.message).toContain('未开通');
    await db
      .update(companies)
      .set({ customizeRights: { ...rights, enableSdk: true } })
      .where(eq(companies.id, companyId));
    await db.insert(companyLicences).values({
      companyId,
      appId: LICENCE_APP_IDS.SdkLicense,
      endTime: new Date(Date.now() - 86_400_000),
    });
    const ended = await open('/signature/gen', { 'subscription-key': subKey });
    expect(ended).toMatchObject({ status: 403, message: openapiMessages.sdkLicenceExpired, data: null });
    expect(ended.message).toContain('已到期');
    await db.insert(companyLicences).values({
      companyId,
      appId: LICENCE_APP_IDS.SdkLicense,
      endTime: new Date(Date.now() + 86_400_000),
    });
    expect((await open('/signature/gen', { 'subscription-key': subKey })).code).toBe(200);
  });

  it('a member previews with a signature and never sees the key', async () => {
    const member = await manager.get('/api/openapi/subkey/get');
    expect(member.code, member.message).toBe(200);
    expect(member.data).toMatchObject({ hasKey: true, projectId: null, expiresIn: 600 });
    expect(JSON.stringify(member.data)).not.toContain('dhk_');
    expect((await open(`/talk/rtc/get?projectId=${projectId}`, { signature: member.data.signature })).code).toBe(200);
  });

  it('limits each key to its rate with 429, other keys unaffected', async () => {
    const { subKey } = await rotate();
    let last: Answer | undefined;
    for (let i = 0; i <= OPENAPI_KEY_RATE_PER_MINUTE; i++)
      last = await open('/signature/gen', { 'subscription-key': subKey });
    expect(last).toMatchObject({ status: 429, code: 429, data: null });
    expect(last!.message).toMatch(/^调用过于频繁，请 \d+ 秒后再试$/);
    // The member preview is its own subject.
    const member = await manager.get('/api/openapi/subkey/get');
    expect((await open(`/talk/rtc/get?projectId=${projectId}`, { signature: member.data.signature })).code).toBe(200);
  });

  it('answers preflights for any origin without cookies', async () => {
    const res = await fetch(`${app.baseUrl}/rtc/openapi/talk/rtc/get?projectId=${projectId}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-headers': 'signature' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('signature');
  });
});
