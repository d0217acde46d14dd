import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fakeWechatPay, platformHeaders } from '../support/wechatpay-server';

describe.each(testEngines())('buying a package with the chat app’s payment on %s', (engine) => {
  let app: TestApp;
  let pay: Awaited<ReturnType<typeof fakeWechatPay>>;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    pay = await fakeWechatPay();
    app = await startTestApp(engine, { workers: false });
    app.deps.config.wechatPay = pay.config;
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  });
  afterAll(async () => {
    await app?.close();
    await pay?.close();
  });

  it('lists products for visitors without quota and for the company with it', async () => {
    const visitor = await legacyClient(app.baseUrl).post('/api/payment/product/product-list');
    expect(visitor.data.studioLicenseProducts.map((p: { style: string }) => p.style)).toEqual([
      'free',
      'tasting',
      'standard',
    ]);
    expect(visitor.data.studioPackProducts[0].remaining).toBeNull();
    const company = await admin.post('/api/payment/product/product-list-login');
    expect(company.data.studioPackProducts[0]).toMatchObject({ resourceCode: 'RSC-VD-VD', remaining: 600 });
  });

  it('creates a signed Native order at the catalogue price and fulfils it once when paid', async () => {
    expect(
      (
        await admin.post('/api/payment/create-order', {
          price: 1,
          amount: 1,
          productId: 'pack-video-60',
          productDesc: '加油包',
        })
      ).code,
    ).toBe(409);
    const created = await admin.post('/api/payment/create-order', {
      price: 49,
      amount: 1,
      productId: 'pack-video-60',
      productDesc: '视频合成时长 60分钟',
    });
    expect(created.data.payUrl).toContain('weixin://wxpay/bizpayurl?pr=');
    expect(created.data.payUrl).toContain('total=4900');
    expect((await admin.post('/api/payment/query-order', { id: created.data.orderId })).data.status).toBe('NOTPAY');
    pay.paid.set(created.data.orderId.replaceAll('-', ''), { state: 'SUCCESS' });
    const paid = await admin.post('/api/payment/query-order', { id: created.data.orderId });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', price: 49 });
    expect(paid.data.payOrderId).toMatch(/^4200/);
    await admin.post('/api/payment/query-order', { id: created.data.orderId });
    const quota = (await admin.get('/api/quota/info/')).data.find(
      (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
    );
    expect(quota.capacity).toBe(600 + 360);
  });

  it('extends a licence by the package’s days', async () => {
    const before = (await admin.get('/api/vh/rm/get-license-and-rights')).data.licenses.find(
      (l: { appId: number }) => l.appId === 21,
    ).endTime;
    const created = await admin.post('/api/payment/create-order', {
      price: 99,
      amount: 1,
      productId: 'studio-tasting',
      productDesc: '体验版',
    });
    pay.paid.set(created.data.orderId.replaceAll('-', ''), { state: 'SUCCESS' });
    await admin.post('/api/payment/query-order', { id: created.data.orderId });
    const after = (await admin.get('/api/vh/rm/get-license-and-rights')).data.licenses.find(
      (l: { appId: number }) => l.appId === 21,
    ).endTime;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(31 * 24 * 3_600_000);
  });

  it('lists the licences on the benefit board with their status labels', async () => {
    const board = await admin.get('/api/vh/rm/list?pageIndex=1&pageSize=10');
    expect(board.data.total).toBeGreaterThanOrEqual(3);
    const online = board.data.list.filter((l: { source: string }) => l.source === 'online');
    expect(online.map((l: { appId: number; statusLabel: string }) => [l.appId, l.statusLabel])).toEqual([
      [21, '未生效'],
    ]);
    expect(
      board.data.list
        .filter((l: { source: string }) => l.source === 'offline')
        .every((l: { statusLabel: string }) => l.statusLabel === '生效中'),
    ).toBe(true);
    expect((await admin.get('/api/talk/resource/license/info')).data.map((l: { appId: number }) => l.appId)).toEqual([
      22, 23, 24,
    ]);
    expect(
      (await admin.get('/api/vh/rm/company-res')).data.some(
        (q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD',
      ),
    ).toBe(true);
  });

  it('says so when payment is not configured, and refuses wrongly signed requests', async () => {
    const saved = app.deps.config.wechatPay!;
    app.deps.config.wechatPay = undefined;
    expect(
      (
        await admin.post('/api/payment/create-order', {
          price: 49,
          amount: 1,
          productId: 'pack-video-60',
          productDesc: '',
        })
      ).message,
    ).toBe('在线支付暂未开通，请联系客服');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    app.deps.config.wechatPay = { ...saved, privateKeyPem: other };
    expect(
      (
        await admin.post('/api/payment/create-order', {
          price: 49,
          amount: 1,
          productId: 'pack-video-60',
          productDesc: '',
        })
      ).message,
    ).toBe('支付下单失败，请稍后重试');
    app.deps.config.wechatPay = saved;
  });

  const quotaOf = async () =>
    (await admin.get('/api/quota/info/')).data.find((q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD')
      .capacity as number;
  const orderRow = async (id: string) => (await app.deps.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const buyPack = async () =>
    (
      await admin.post('/api/payment/create-order', {
        price: 49,
        amount: 1,
        productId: 'pack-video-60',
        productDesc: '',
      })
    ).data.orderId as string;
  const tradeNo = (id: string) => id.replaceAll('-', '');
  const otherRsaKey = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  it('takes no answer whose platform signature does not verify', async () => {
    const id = await buyPack();
    pay.paid.set(tradeNo(id), { state: 'SUCCESS' });
    const before = await quotaOf();
    pay.options.tamper = true;
    try {
      expect((await admin.post('/api/payment/query-order', { id })).data.status).toBe('NOTPAY');
      expect(
        (
          await admin.post('/api/payment/create-order', {
            price: 49,
            amount: 1,
            productId: 'pack-video-60',
            productDesc: '',
          })
        ).message,
      ).toBe('支付下单失败，请稍后重试');
    } finally {
      pay.options.tamper = false;
    }
    expect(await quotaOf()).toBe(before);
    expect((await orderRow(id)).fulfilledAt).toBeNull();
  });

  it('never fulfils a payment of another amount or currency', async () => {
    const before = await quotaOf();
    const id = await buyPack();
    pay.paid.set(tradeNo(id), { state: 'SUCCESS', total: 1 });
    expect((await admin.post('/api/payment/query-order', { id })).data.status).toBe('PAYERROR');
    const dollars = await buyPack();
    pay.paid.set(tradeNo(dollars), { state: 'SUCCESS', currency: 'USD' });
    const callback = pay.callbackOf(tradeNo(dollars));
    expect((await pay.notify(callback.url, callback.body)).status).toBe(204);
    expect((await orderRow(dollars)).status).toBe('PAYERROR');
    expect((await admin.post('/api/payment/query-order', { id: dollars })).data.status).toBe('PAYERROR');
    expect(await quotaOf()).toBe(before);
  });

  it('fulfils a paid order from the callback alone, once however often it is sent', async () => {
    const id = await buyPack();
    const before = await quotaOf();
    pay.paid.set(tradeNo(id), { state: 'SUCCESS' });
    const callback = pay.callbackOf(tradeNo(id));
    expect(callback.url).toBe(`${app.baseUrl}/api/payment/notify`);
    const headers = platformHeaders(callback.body);
    expect((await pay.notify(callback.url, callback.body, headers)).status).toBe(204);
    const paid = await orderRow(id);
    expect(paid).toMatchObject({ status: 'SUCCESS', payOrderId: `4200${tradeNo(id).slice(0, 10)}` });
    expect(paid.fulfilledAt).not.toBeNull();
    expect(await quotaOf()).toBe(before + 360);
    // The same notification again (the network retries; an attacker replays): acknowledged, nothing more granted.
    expect((await pay.notify(callback.url, callback.body, headers)).status).toBe(204);
    expect((await pay.notify(callback.url, callback.body)).status).toBe(204);
    expect((await admin.post('/api/payment/query-order', { id })).data.status).toBe('SUCCESS');
    expect(await quotaOf()).toBe(before + 360);
  });

  it('buys several packs in one order: charges price × quantity and grants quota × quantity once, by poll or by callback', async () => {
    // The client's price must be the total it shows; a unit price for two packs is a stale page.
    expect(
      (
        await admin.post('/api/payment/create-order', {
          price: 49,
          amount: 1,
          quantity: 2,
          productId: 'pack-video-60',
          productDesc: '',
        })
      ).code,
    ).toBe(409);
    expect(
      (
        await admin.post('/api/payment/create-order', {
          price: 49 * 1000,
          amount: 1,
          quantity: 1000,
          productId: 'pack-video-60',
          productDesc: '',
        })
      ).code,
    ).not.toBe(200);
    const polled = await admin.post('/api/payment/create-order', {
      price: 147,
      amount: 1,
      quantity: 3,
      productId: 'pack-video-60',
      productDesc: '',
    });
    expect(polled.data.payUrl).toContain('total=14700');
    expect(await orderRow(polled.data.orderId)).toMatchObject({
      priceFen: 14_700,
      quantity: 3,
      productDesc: '视频合成时长 60分钟 ×3',
    });
    const before = await quotaOf();
    pay.paid.set(tradeNo(polled.data.orderId), { state: 'SUCCESS' });
    expect((await admin.post('/api/payment/query-order', { id: polled.data.orderId })).data).toMatchObject({
      status: 'SUCCESS',
      price: 147,
      quantity: 3,
    });
    await admin.post('/api/payment/query-order', { id: polled.data.orderId });
    expect(await quotaOf()).toBe(before + 3 * 360);

    const called = await admin.post('/api/payment/create-order', {
      price: 98,
      amount: 1,
      quantity: 2,
      productId: 'pack-video-60',
      productDesc: '视频合成时长 60分钟 ×2',
    });
    pay.paid.set(tradeNo(called.data.orderId), { state: 'SUCCESS' });
    const { url, body } = pay.callbackOf(tradeNo(called.data.orderId));
    const results = await Promise.all([
      pay.notify(url, body),
      pay.notify(url, body),
      admin.post('/api/payment/query-order', { id: called.data.orderId }),
    ]);
    expect(results.map((r) => r.status)).toEqual([204, 204, 200]);
    expect(await quotaOf()).toBe(before + 3 * 360 + 2 * 360);
    // A payment of one pack's price for a two-pack order is never a sale.
    const short = await admin.post('/api/payment/create-order', {
      price: 98,
      amount: 1,
      quantity: 2,
      productId: 'pack-video-60',
      productDesc: '',
    });
    pay.paid.set(tradeNo(short.data.orderId), { state: 'SUCCESS', total: 4_900 });
    expect((await admin.post('/api/payment/query-order', { id: short.data.orderId })).data.status).toBe('PAYERROR');
    expect(await quotaOf()).toBe(before + 5 * 360);
    const listed = (await admin.post('/api/payment/order-list', { pageIndex: 1, pageSize: 10, orderType: 'pack' })).data
      .list;
    expect(listed.find((o: { orderId: string }) => o.orderId === called.data.orderId)).toMatchObject({
      quantity: 2,
      price: 98,
      status: 'SUCCESS',
    });
  });

  it('refuses callbacks with a tampered body, a foreign signature or key, an unknown serial or a stale timestamp', async () => {
    const id = await buyPack();
    pay.paid.set(tradeNo(id), { state: 'SUCCESS' });
    const { url, body } = pay.callbackOf(tradeNo(id));
    const refusals = [
      await pay.notify(url, body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS '), platformHeaders(body)),
      await pay.notify(url, body, platformHeaders(body, { key: otherRsaKey() })),
      await pay.notify(url, body, platformHeaders(body, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' })),
      await pay.notify(url, body, platformHeaders(body, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
      await pay.notify(url, pay.callbackOf(tradeNo(id), 'z'.repeat(32)).body),
      await pay.notify(url, body, {}),
    ];
    expect(refusals.map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(JSON.parse(refusals[0]!.text)).toMatchObject({ code: 'FAIL' });
    expect(await orderRow(id)).toMatchObject({ status: 'NOTPAY', fulfilledAt: null });
  });

  it('fulfils once when polls and callbacks race', async () => {
    const id = await buyPack();
    const before = await quotaOf();
    pay.paid.set(tradeNo(id), { state: 'SUCCESS' });
    const { url, body } = pay.callbackOf(tradeNo(id));
    const results = await Promise.all([
      pay.notify(url, body),
      admin.post('/api/payment/query-order', { id }),
      pay.notify(url, body),
      admin.post('/api/payment/query-order', { id }),
    ]);
    expect(results.map((r) => r.status)).toEqual([204, 200, 204, 200]);
    expect(await quotaOf()).toBe(before + 360);
    expect((await orderRow(id)).status).toBe('SUCCESS');
  });
});
