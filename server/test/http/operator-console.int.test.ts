import { request as httpRequest } from 'node:http';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyQuotas,
  operatorAudit,
  users,
  outboxMessages,
  platformSettings,
  virtualHumans,
} from '../../src/db/schema/index';
import { issueSetupLink } from '../../src/services/accounts/first-setup';
import { purgeDeletedCompanies } from '../../src/services/operators/company-purge';
import { seedStudioTemplates } from '../../src/services/studio/seed-templates';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fakeWechatPay } from '../support/wechatpay-server';

const OPERATOR = { email: 'ops@platform.example', displayName: '运营小王', password: 'Operate2026' };

/** A GET with a Host header of our choosing (fetch may not set Host): what a browser on that domain sends. */
function getOnHost(baseUrl: string, path: string, host: string) {
  const url = new URL(path, baseUrl);
  return new Promise<{ code: number; data: any }>((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(testEngines())('the operator console on %s', (engine) => {
  let app: TestApp;
  const ops = () => legacyClient(app.baseUrl);
  let operator: ReturnType<typeof legacyClient>;
  let companyId: string;
  let admin: ReturnType<typeof legacyClient>;
  const adminEmail = 'boss@acme.example';

  const lastMailTo = async (address: string) => {
    const [mail] = await app.deps.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.address, address))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    return mail;
  };

  let pay: Awaited<ReturnType<typeof fakeWechatPay>>;
  beforeAll(async () => {
    pay = await fakeWechatPay();
    app = await startTestApp(engine, { workers: false });
  });
  afterAll(async () => {
    await app?.close();
    await pay?.close();
  });

  it('sets the install up as a platform: the printed link creates the operator, once', async () => {
    const link = await issueSetupLink(app.deps.db, app.baseUrl);
    const token = new URL(link!).searchParams.get('token')!;
    operator = ops();
    const weak = await operator.post('/api/setup/operator', { token, ...OPERATOR, password: 'short' });
    expect(weak.code).toBe(400);
    const made = await operator.post('/api/setup/operator', { token, ...OPERATOR });
    expect(made.code).toBe(200);
    expect(made.data.operator).toMatchObject({ email: OPERATOR.email, displayName: OPERATOR.displayName });
    expect(operator.jar.has('ops_session')).toBe(true);
    // The session cookie is the operator's own: no company session was started.
    expect(operator.jar.has('ice-token')).toBe(false);
    expect((await operator.get('/api/ops/me')).data.email).toBe(OPERATOR.email);
    // The link is spent and no new one is printed: the install is set up.
    expect((await ops().post('/api/setup/operator', { token, ...OPERATOR, email: 'other@x.example' })).code).toBe(410);
    expect(await issueSetupLink(app.deps.db, app.baseUrl)).toBeNull();
  });

  it('signs operators in under the login rules and out again', async () => {
    const wrong = await ops().post('/api/ops/login', { email: OPERATOR.email, password: 'Wrong2026x' });
    expect(wrong).toMatchObject({ code: 666, message: '邮箱或密码错误' });
    const unknown = await ops().post('/api/ops/login', { email: 'nobody@x.example', password: 'Wrong2026x' });
    expect(unknown.message).toBe(wrong.message);
    const other = ops();
    expect((await other.post('/api/ops/login', { email: OPERATOR.email, password: OPERATOR.password })).code).toBe(200);
    expect((await other.post('/api/ops/logout')).code).toBe(200);
    expect((await other.get('/api/ops/me')).code).toBe(401);
    expect((await ops().get('/api/ops/companies')).code).toBe(401);
  });

  it('creates a company whose first super administrator activates by e-mail', async () => {
    const empty = await operator.post('/api/ops/company/create', { displayName: ' ', adminEmail, adminName: '老板' });
    expect(empty).toMatchObject({ code: 400, message: expect.stringContaining('请输入企业名称') });
    const made = await operator.post('/api/ops/company/create', {
      displayName: 'Acme 科技',
      adminEmail,
      adminName: '老板',
    });
    expect(made.code).toBe(200);
    companyId = made.data.companyId;
    const again = await operator.post('/api/ops/company/create', {
      displayName: '别家',
      adminEmail,
      adminName: '某人',
    });
    expect(again).toMatchObject({ code: 400, message: '该邮箱已注册账号' });

    const mail = await lastMailTo(adminEmail);
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/EmailConfirmAddCreatePassword', { token, password: 'Acme2026x' })).code).toBe(
      200,
    );
    expect((await admin.post('/api/user/vip/login', { email: adminEmail, password: 'Acme2026x' })).code).toBe(200);
    // No licence until the operator grants one: the board says so honestly.
    const rights = await admin.get('/api/vh/rm/get-license-and-rights');
    expect(rights.data.licenses.filter((l: { validity: number }) => l.validity !== 0)).toEqual([]);

    const list = await operator.get('/api/ops/companies?keyword=acme');
    expect(list.data.list).toEqual([
      expect.objectContaining({ id: companyId, adminEmail, userCount: 1, status: 'active', licenceEndTime: null }),
    ]);
    expect((await operator.get('/api/ops/companies?keyword=%25')).data.total).toBe(0);
  });

  it('keeps the two realms apart: a company session never reaches an operator call, nor the reverse', async () => {
    expect((await admin.get('/api/ops/companies')).code).toBe(401);
    expect(
      (await admin.post('/api/ops/licence/grant', { companyId, appIds: [21], days: 9, source: 'offline' })).code,
    ).toBe(401);
    const trpc = await fetch(`${app.baseUrl}/trpc/ops.companyList?input=${encodeURIComponent('{"json":{}}')}`, {
      headers: { cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(trpc.status).toBe(401);
    expect((await operator.get('/api/user/current')).code).toBe(401);
    expect((await operator.get('/api/vh/rm/get-license-and-rights')).code).toBe(401);
  });

  it('grants licences and packages that the company sees at once, refusing bad grants clearly', async () => {
    const negative = await operator.post('/api/ops/licence/grant', {
      companyId,
      appIds: [21],
      days: -5,
      source: 'offline',
    });
    expect(negative).toMatchObject({ code: 400, message: expect.stringContaining('有效天数须为 1–3650 的整数') });
    const ghost = await operator.post('/api/ops/licence/grant', {
      companyId: '00000000-0000-4000-8000-000000000000',
      appIds: [21],
      days: 30,
      source: 'offline',
    });
    expect(ghost).toMatchObject({ code: 404, message: '企业不存在或已删除' });
    const granted = await operator.post('/api/ops/licence/grant', {
      companyId,
      appIds: [21, 22],
      days: 365,
      source: 'platformGift',
    });
    expect(granted.code).toBe(200);
    const rights = await admin.get('/api/vh/rm/get-license-and-rights');
    const live = rights.data.licenses.filter((l: { validity: number }) => l.validity === 1);
    expect(live.map((l: { appId: number }) => l.appId).sort()).toEqual([21, 22]);
    expect(rights.data.customizeRights).toMatchObject({ enableInteractive: true, enableCard: true, enableSdk: false });

    expect(
      (
        await operator.post('/api/ops/quota/grant', {
          companyId,
          resourceCode: 'RSC-NOPE',
          amount: 5,
          source: 'offline',
        })
      ).message,
    ).toBe('未知的资源类型');
    expect(
      (
        await operator.post('/api/ops/quota/grant', {
          companyId,
          resourceCode: 'RSC-VD-VD',
          amount: 0,
          source: 'offline',
        })
      ).message,
    ).toContain('数量须为 1–1000000 的整数');
    await operator.post('/api/ops/quota/grant', {
      companyId,
      resourceCode: 'RSC-VD-VD',
      amount: 120,
      source: 'offline',
    });
    const quota = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    );
    expect(quota.capacity).toBe(120);

    const revoked = await operator.post('/api/ops/licence/revoke', { companyId, appId: 22 });
    expect(revoked.code).toBe(200);
    const detail = await operator.get(`/api/ops/company?companyId=${companyId}`);
    const card = detail.data.licences.find((l: { appId: number }) => l.appId === 22);
    expect(new Date(card.endTime).getTime()).toBeLessThanOrEqual(Date.now());
    expect(detail.data.users).toEqual([expect.objectContaining({ email: adminEmail, activated: true })]);
  });

  it('records a bank transfer as a paid order that grants exactly what a paid order does', async () => {
    const recorded = await operator.post('/api/ops/order/offline', {
      companyId,
      productId: 'pack-video-60',
      quantity: 2,
      transferRef: 'BANK-2026-0001',
    });
    expect(recorded.data).toMatchObject({ status: 'SUCCESS', paySource: 'offline', quantity: 2, priceFen: 9800 });
    const [quota] = await app.deps.db.select().from(companyQuotas).where(eq(companyQuotas.companyId, companyId));
    expect(quota!.capacity).toBe(120 + 2 * 360);
    const twice = await operator.post('/api/ops/order/offline', {
      companyId,
      productId: 'pack-video-60',
      transferRef: 'BANK-2026-0001',
    });
    expect(twice).toMatchObject({ code: 400, message: '该转账流水号已登记过' });
    expect(
      (await operator.post('/api/ops/order/offline', { companyId, productId: 'nothing', transferRef: 'B-2' })).message,
    ).toBe('未知的商品');
    // A transfer is refunded by the bank, not through WeChat Pay.
    const refund = await operator.post('/api/ops/order/refund', { orderId: recorded.data.id, reason: '客户取消' });
    expect(refund).toMatchObject({ code: 400, message: '只有已通过微信支付完成的订单可以退款' });
    // The company's order center shows it like any paid order.
    const center = await admin.post('/api/payment/order-list', { pageIndex: 1, pageSize: 10, orderType: 'all' });
    expect(center.data.list ?? center.data.records ?? center.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ status: 'SUCCESS', productId: 'pack-video-60' })]),
    );
  });

  it('suspends a company: its sessions end and sign-in says why; resuming lets it back', async () => {
    expect((await operator.post('/api/ops/company/suspend', { companyId, reason: '' })).message).toContain(
      '请填写原因',
    );
    expect((await operator.post('/api/ops/company/suspend', { companyId, reason: '合同到期未续' })).code).toBe(200);
    expect((await admin.get('/api/user/current')).code).toBe(401);
    const refused = await legacyClient(app.baseUrl).post('/api/user/vip/login', {
      email: adminEmail,
      password: 'Acme2026x',
    });
    expect(refused).toMatchObject({
      code: 666,
      message: '企业账号已暂停使用（合同到期未续），如有疑问请联系平台运营方',
    });
    expect((await operator.post('/api/ops/company/suspend', { companyId, reason: '再次' })).message).toBe(
      '企业已处于暂停状态',
    );
    expect((await operator.post('/api/ops/company/resume', { companyId })).code).toBe(200);
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: adminEmail, password: 'Acme2026x' })).code).toBe(200);
  });

  it('brands a domain with its name and filings, shown on that domain and not on another', async () => {
    const brand = {
      domain: 'Portal.Acme.example',
      webName: 'Acme 数字人',
      webNameColor: '#0a7cff',
      icpFiling: '京ICP备12345678号-1',
      policeFiling: '京公网安备 11010802000001号',
      contactName: '销售部',
      contactPhone: '400-800-0000',
    };
    expect((await operator.post('/api/ops/brand/save', { ...brand, webNameColor: 'blue' })).message).toContain(
      '颜色须为 #RRGGBB 格式',
    );
    expect((await operator.post('/api/ops/brand/save', { ...brand, domain: 'not a domain' })).message).toContain(
      '域名格式不正确',
    );
    const saved = await operator.post('/api/ops/brand/save', brand);
    expect(saved.data).toMatchObject({ domain: 'portal.acme.example', webName: 'Acme 数字人' });
    expect((await operator.post('/api/ops/brand/save', brand)).message).toBe('该域名已被其他品牌使用');

    const onBrand = await getOnHost(app.baseUrl, '/api/config/text', 'portal.acme.example');
    expect(onBrand.data.customizeText).toMatchObject({
      webName: 'Acme 数字人',
      isCustomize: true,
      icpFiling: '京ICP备12345678号-1',
      policeFiling: '京公网安备 11010802000001号',
    });
    const elsewhere = await getOnHost(app.baseUrl, '/api/config/text', 'other.example');
    expect(elsewhere.data.customizeText).toMatchObject({ isCustomize: false, icpFiling: '' });
    // The pay-wall on the brand's domain names the brand's contact.
    const options = await getOnHost(app.baseUrl, '/api/payment/purchase-options', 'portal.acme.example');
    expect(options.data.contact).toMatchObject({ name: '销售部', phone: '400-800-0000' });
  });

  it('sets WeChat Pay up from the console, keys sealed, ahead of the environment', async () => {
    expect((await operator.get('/api/ops/payment-settings')).data).toMatchObject({
      source: 'none',
      hasPrivateKey: false,
    });
    expect((await admin.get('/api/system/switch')).data.payment).toBe(0);
    const form = {
      apiBase: pay.config.apiBase,
      mchid: pay.config.mchid,
      appid: pay.config.appid,
      serialNo: pay.config.serialNo,
      platformSerial: pay.config.platformSerial,
      privateKeyPem: pay.config.privateKeyPem,
      platformPublicKeyPem: pay.config.platformPublicKeyPem,
      apiV3Key: pay.config.apiV3Key,
    };
    expect((await operator.post('/api/ops/payment-settings/save', { ...form, apiV3Key: 'short' })).message).toContain(
      'APIv3 密钥须为 32 位',
    );
    // The platform's public key pasted where the merchant's private key goes.
    const swapped = await operator.post('/api/ops/payment-settings/save', {
      ...form,
      privateKeyPem: pay.config.platformPublicKeyPem,
    });
    expect(swapped.message).toBe('商户私钥无法读取：请粘贴 apiclient_key.pem 的完整内容');
    const saved = await operator.post('/api/ops/payment-settings/save', form);
    expect(saved.data).toMatchObject({ source: 'console', mchid: form.mchid, hasPrivateKey: true, hasApiV3Key: true });
    expect(JSON.stringify(saved.data)).not.toContain('PRIVATE KEY');
    const [row] = await app.deps.db.select().from(platformSettings);
    expect(JSON.stringify(row!.value)).not.toContain('PRIVATE KEY');
    expect(JSON.stringify(row!.value)).not.toContain(form.apiV3Key);
    // A later save that changes only the ids keeps the stored keys.
    const idsOnly = await operator.post('/api/ops/payment-settings/save', { ...form, privateKeyPem: '', apiV3Key: '' });
    expect(idsOnly.data).toMatchObject({ hasPrivateKey: true, hasApiV3Key: true });
    // The portal now takes payments through the console's merchant.
    expect((await admin.get('/api/system/switch')).data.payment).toBe(1);
    const order = await admin.post('/api/payment/create-order', {
      price: 49,
      amount: 1,
      productId: 'pack-video-60',
      productDesc: '视频合成时长 60分钟',
    });
    expect(order.data.payUrl).toContain('weixin://wxpay/bizpayurl?pr=');
  });

  it('refunds a WeChat Pay order through the refund API and takes the pack back', async () => {
    const before = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    ).capacity;
    const order = await admin.post('/api/payment/create-order', {
      price: 49,
      amount: 1,
      productId: 'pack-video-60',
      productDesc: '视频合成时长 60分钟',
    });
    pay.paid.set(order.data.orderId.replaceAll('-', ''), { state: 'SUCCESS' });
    expect((await admin.post('/api/payment/query-order', { id: order.data.orderId })).data.status).toBe('SUCCESS');
    const bought = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    ).capacity;
    expect(bought).toBe(before + 360);
    expect(
      (await operator.post('/api/ops/order/refund', { orderId: order.data.orderId, reason: '' })).message,
    ).toContain('请填写原因');
    // An answer without the platform's signature, or a refund the network refuses, refunds nothing.
    pay.options.refundStatus = 'ABNORMAL';
    const refused = await operator.post('/api/ops/order/refund', { orderId: order.data.orderId, reason: '客户误购' });
    expect(refused).toMatchObject({ code: 502, message: '退款失败：支付平台未受理，请稍后重试' });
    pay.options.refundStatus = 'SUCCESS';
    // This refund goes through but its answer is lost (unsigned): the retry repeats its number.
    pay.options.tamper = true;
    const unsigned = await operator.post('/api/ops/order/refund', { orderId: order.data.orderId, reason: '客户误购' });
    expect(unsigned.code).toBe(502);
    pay.options.tamper = false;
    const stillPaid = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    ).capacity;
    expect(stillPaid).toBe(bought);
    const refunded = await operator.post('/api/ops/order/refund', { orderId: order.data.orderId, reason: '客户误购' });
    expect(refunded.data).toMatchObject({ status: 'REFUNDED', refundedFen: 4900, paySource: 'online' });
    const after = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    ).capacity;
    expect(after).toBe(before);
    const again = await operator.post('/api/ops/order/refund', { orderId: order.data.orderId, reason: '再退一次' });
    expect(again).toMatchObject({ code: 400, message: '订单已退款' });
    // The network refunded the order's price once: the retry repeated the lost answer's refund number.
    const byOrder = [...pay.refunds.values()].filter((r) => r.outTradeNo === order.data.orderId.replaceAll('-', ''));
    expect(byOrder.filter((r) => r.status === 'SUCCESS').map((r) => r.refund)).toEqual([4900]);
    // The company's order center shows the refund.
    expect((await admin.post('/api/payment/query-order', { id: order.data.orderId })).data.status).toBe('REFUNDED');
    // Back to the environment (none here): online payment is off again.
    expect((await operator.post('/api/ops/payment-settings/clear')).data.source).toBe('none');
    expect((await admin.get('/api/system/switch')).data.payment).toBe(0);
  });

  it('publishes digital humans to the market as new, and takes them offline', async () => {
    const day = 24 * 3_600_000;
    await app.deps.db.insert(virtualHumans).values(
      ['甲', '乙', '丙', '丁'].map((name, i) => ({
        personaBizId: `vh-ops-${i}`,
        name: `数字人${name}`,
        industry: '通用',
        summaryKey: `avatars/vh-ops-${i}.png`,
        postures: [],
        defaultVoiceBizId: 'voice-1',
        releasedAt: new Date(Date.now() - (10 - i) * day),
      })),
    );
    const newest = async () =>
      (await admin.post('/api/v1/vh/market/new-vh-list', {})).data.map((a: { personaBizId: string }) => a.personaBizId);
    expect(await newest()).toEqual(['vh-ops-3', 'vh-ops-2', 'vh-ops-1']);
    const released = await operator.post('/api/ops/catalogue/avatar/state', {
      personaBizId: 'vh-ops-0',
      state: 'release',
    });
    expect(released.data).toMatchObject({ personaBizId: 'vh-ops-0', isNew: true, offline: false });
    expect(await newest()).toEqual(['vh-ops-0', 'vh-ops-3', 'vh-ops-2']);
    await operator.post('/api/ops/catalogue/avatar/state', { personaBizId: 'vh-ops-3', state: 'offline' });
    expect(await newest()).toEqual(['vh-ops-0', 'vh-ops-2', 'vh-ops-1']);
    const listed = await operator.get('/api/ops/catalogue/avatars');
    expect(listed.data.find((a: { personaBizId: string }) => a.personaBizId === 'vh-ops-3')).toMatchObject({
      offline: true,
      isNew: false,
    });
    await operator.post('/api/ops/catalogue/avatar/state', { personaBizId: 'vh-ops-3', state: 'online' });
    expect(await newest()).toEqual(['vh-ops-0', 'vh-ops-3', 'vh-ops-2']);
    expect(
      (await operator.post('/api/ops/catalogue/avatar/state', { personaBizId: 'nope', state: 'offline' })).code,
    ).toBe(404);
    expect(
      (await admin.post('/api/ops/catalogue/avatar/state', { personaBizId: 'vh-ops-1', state: 'offline' })).code,
    ).toBe(401);
  });

  it('takes a platform template offline: gone from the company lists and unusable for new work, then back', async () => {
    await seedStudioTemplates(app.deps.db);
    const listed = await operator.get('/api/ops/catalogue/templates');
    expect(listed.code).toBe(200);
    expect(listed.data.length).toBeGreaterThan(8);
    const target = listed.data[0];
    expect(target).toMatchObject({ offline: false, projects: 0 });
    const companyList = async () =>
      (await admin.post('/api/v1/videocreation/studiotemplate/exclusive/list', { pageSize: 100 })).data.list.map(
        (t: { id: string }) => t.id,
      );
    expect(await companyList()).toContain(target.id);
    const made = await admin.post('/api/v1/videocreation/project/create', { templateId: target.id });
    expect(made.code).toBe(200);

    const off = await operator.post('/api/ops/catalogue/template/state', { templateId: target.id, state: 'offline' });
    expect(off.data).toMatchObject({ id: target.id, offline: true, projects: 1 });
    expect(await companyList()).not.toContain(target.id);
    for (const [path, body] of [
      ['/api/v1/videocreation/project/create', { templateId: target.id }],
      ['/api/v1/videocreation/studiotemplate/copy', { id: target.id }],
    ] as const) {
      const refused = await admin.post(path, body);
      expect(refused).toMatchObject({ code: 404, message: '该模板已下架，请选择其他模板' });
    }
    // The project made before keeps its copy; restarting (seeding again) does not bring the template back.
    expect((await admin.post('/api/v1/videocreation/project/detail', { id: made.data.id })).code).toBe(200);
    await seedStudioTemplates(app.deps.db);
    expect(await companyList()).not.toContain(target.id);

    await operator.post('/api/ops/catalogue/template/state', { templateId: target.id, state: 'online' });
    expect(await companyList()).toContain(target.id);
    expect((await admin.post('/api/v1/videocreation/project/create', { templateId: target.id })).code).toBe(200);

    // A company's own template is not the operator's; unknown ids and company sessions are refused.
    const own = await admin.post('/api/v1/videocreation/studiotemplate/copy', { id: target.id });
    const ownState = await operator.post('/api/ops/catalogue/template/state', {
      templateId: own.data.id,
      state: 'offline',
    });
    expect(ownState).toMatchObject({ code: 404, message: '模板不存在' });
    expect(
      (await operator.post('/api/ops/catalogue/template/state', { templateId: 'not-a-uuid', state: 'offline' })).code,
    ).toBe(400);
    expect(
      (await admin.post('/api/ops/catalogue/template/state', { templateId: target.id, state: 'offline' })).code,
    ).toBe(401);
    expect((await admin.get('/api/ops/catalogue/templates')).code).toBe(401);
  });

  it('publishes notices every company user sees once, and retracts them', async () => {
    const shown = await operator.post('/api/ops/notice/save', {
      message: '今晚 23:00 系统维护 30 分钟',
      level: 'success',
    });
    expect(shown.code).toBe(200);
    const retracted = await operator.post('/api/ops/notice/save', { message: '撤回的公告' });
    await operator.post('/api/ops/notice/retract', { noticeId: retracted.data.id });
    const first = await admin.post('/api/notice/list');
    expect(first.data.map((n: { noticeMessage: string }) => n.noticeMessage)).toEqual(['今晚 23:00 系统维护 30 分钟']);
    expect((await admin.post('/api/notice/list')).data).toEqual([]);
    expect((await operator.post('/api/ops/notice/retract', { noticeId: retracted.data.id })).code).toBe(404);
  });

  it('keeps an audit trail of every change, newest first, and figures per day', async () => {
    const audit = await operator.get('/api/ops/audit?pageIndex=1&pageSize=50');
    const actions = audit.data.list.map((r: { action: string }) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'company.create',
        'licence.grant',
        'licence.revoke',
        'quota.grant',
        'order.offline',
        'company.suspend',
        'company.resume',
        'brand.create',
        'notice.publish',
        'notice.retract',
        'payment.settings',
        'catalogue.release',
        'catalogue.offline',
        'template.offline',
        'template.online',
        'payment.clear',
        'order.refund',
      ]),
    );
    expect(actions[0]).toBe('notice.retract');
    expect(audit.data.list[0]).toMatchObject({ operatorEmail: OPERATOR.email });
    // Refused actions wrote nothing.
    const rows = await app.deps.db.select().from(operatorAudit);
    expect(rows.filter((r) => r.action === 'company.create')).toHaveLength(1);

    const stats = await operator.get('/api/ops/stats?days=7');
    expect(stats.data.daily).toHaveLength(7);
    expect(stats.data.totals).toMatchObject({ companies: 1, activeCompanies: 1, revenueFen: 9800 });
    // The refunded order counts for nothing; the offline transfer for its price.
    expect(stats.data.daily.at(-1)).toMatchObject({ newCompanies: 1, revenueFen: 9800 });
  });

  it('deletes a company after a grace period: restorable until then, purged with its files after', async () => {
    const made = await operator.post('/api/ops/company/create', {
      displayName: '临时企业',
      adminEmail: 'temp@temp.example',
      adminName: '临时',
    });
    const tempId = made.data.companyId as string;
    const token = /token=([\w-]+)/.exec((await lastMailTo('temp@temp.example'))!.body)![1]!;
    const member = legacyClient(app.baseUrl);
    await member.post('/api/user/EmailConfirmAddCreatePassword', { token, password: 'Temp2026x' });
    expect((await member.post('/api/user/vip/login', { email: 'temp@temp.example', password: 'Temp2026x' })).code).toBe(
      200,
    );
    const key = `c/${tempId}/IMAGE/kept-until-purge.png`;
    await app.deps.storage.store.putBytes(key, new Uint8Array([1, 2, 3]));

    const wrong = await operator.post('/api/ops/company/delete', { companyId: tempId, confirmName: '临时' });
    expect(wrong).toMatchObject({ code: 400, message: '企业名称不一致，未删除' });
    const deleted = await operator.post('/api/ops/company/delete', { companyId: tempId, confirmName: '临时企业' });
    const deleteAfter = new Date(deleted.data.deleteAfter);
    expect(Math.round((deleteAfter.getTime() - Date.now()) / 86_400_000)).toBe(30);
    expect((await member.get('/api/user/current')).code).toBe(401);
    const refused = await legacyClient(app.baseUrl).post('/api/user/vip/login', {
      email: 'temp@temp.example',
      password: 'Temp2026x',
    });
    expect(refused.message).toBe(
      `企业账号已注销，数据将于 ${deleteAfter.toISOString().slice(0, 10)} 永久删除；如需恢复请联系平台运营方`,
    );
    // A company pending deletion receives nothing: it would be purged with it.
    for (const [path, body] of [
      ['/api/ops/licence/grant', { companyId: tempId, appIds: [21], days: 30, source: 'offline' }],
      ['/api/ops/quota/grant', { companyId: tempId, resourceCode: 'RSC-VD-VD', amount: 60, source: 'platformGift' }],
    ] as const)
      expect(await operator.post(path, body)).toMatchObject({
        code: 409,
        message: '企业已注销，不能授予授权、资源或登记付款；如需继续服务请先恢复企业',
      });
    // Restorable during the grace period; nothing is purged before it ends.
    expect(await purgeDeletedCompanies(app.deps.db, app.deps.storage.store)).toBe(0);
    expect((await operator.post('/api/ops/company/resume', { companyId: tempId })).code).toBe(200);
    expect((await member.post('/api/user/vip/login', { email: 'temp@temp.example', password: 'Temp2026x' })).code).toBe(
      200,
    );
    await operator.post('/api/ops/company/delete', { companyId: tempId, confirmName: '临时企业' });

    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await purgeDeletedCompanies(app.deps.db, app.deps.storage.store, later)).toBe(1);
    expect(await app.deps.db.select().from(companies).where(eq(companies.id, tempId))).toEqual([]);
    expect(await app.deps.db.select().from(users).where(eq(users.companyId, tempId))).toEqual([]);
    expect(await app.deps.storage.store.size(key)).toBeNull();
    // Once purged, the company is gone for every action.
    const gone = await operator.post('/api/ops/licence/grant', {
      companyId: tempId,
      appIds: [21],
      days: 30,
      source: 'offline',
    });
    expect(gone).toMatchObject({ code: 404, message: '企业不存在或已删除' });
    // The other company and its files are untouched; the trail says what happened.
    expect((await operator.get(`/api/ops/company?companyId=${companyId}`)).code).toBe(200);
    const audit = await operator.get('/api/ops/audit?pageIndex=1&pageSize=5');
    expect(audit.data.list[0]).toMatchObject({ action: 'company.purge', operatorEmail: 'system', targetId: tempId });
  });
});
