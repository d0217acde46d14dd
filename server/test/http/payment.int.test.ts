import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed/demo';
import { legacyClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

/**
 * A loopback stand-in for WeChat Pay v3: checks each request's RSA signature with the merchant's
 * public key, answers Native orders with a code_url and reports the trade state it is told to.
 */
function fakeWechatPay() {
  const states = new Map<string, string>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const auth = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
      const valid = fields.signature && createVerify('RSA-SHA256').update(message).verify(publicKey, fields.signature, 'base64');
      const send = (status: number, json: object) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (!valid || fields.mchid !== '1900000109') return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (req.method === 'POST' && req.url === '/v3/pay/transactions/native') {
        const order = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
        states.set(order.out_trade_no, 'NOTPAY');
        return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no.slice(0, 8)}&total=${order.amount.total}` });
      }
      const query = /^\/v3\/pay\/transactions\/out-trade-no\/(\w+)\?mchid=1900000109$/.exec(req.url ?? '');
      if (req.method === 'GET' && query) {
        const state = states.get(query[1]!) ?? 'NOTPAY';
        return send(200, { trade_state: state, ...(state === 'SUCCESS' ? { transaction_id: `4200${query[1]!.slice(0, 10)}` } : {}) });
      }
      send(404, { code: 'NOT_FOUND' });
    });
  });
  return new Promise<{ server: Server; base: string; states: Map<string, string> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, states })),
  );
}

describe('buying a package with the chat app’s payment', () => {
  let app: TestApp;
  let pay: Awaited<ReturnType<typeof fakeWechatPay>>;
  let admin: ReturnType<typeof legacyClient>;
  beforeAll(async () => {
    pay = await fakeWechatPay();
    app = await startTestApp('pglite', { workers: false });
    app.deps.config.wechatPay = { apiBase: pay.base, mchid: '1900000109', appid: 'wx8888888888888888', serialNo: 'SERIAL1', privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    await seedDemoData(app.deps.db);
    admin = legacyClient(app.baseUrl);
    await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' });
  });
  afterAll(async () => {
    await app?.close();
    pay?.server.close();
  });

  it('lists products for visitors without quota and for the company with it', async () => {
    const visitor = await legacyClient(app.baseUrl).post('/api/payment/product/product-list');
    expect(visitor.data.studioLicenseProducts.map((p: { style: string }) => p.style)).toEqual(['free', 'tasting', 'standard']);
    expect(visitor.data.studioPackProducts[0].remaining).toBeNull();
    const company = await admin.post('/api/payment/product/product-list-login');
    expect(company.data.studioPackProducts[0]).toMatchObject({ resourceCode: 'RSC-VD-VD', remaining: 600 });
  });

  it('creates a signed Native order at the catalogue price and fulfils it once when paid', async () => {
    expect((await admin.post('/api/payment/create-order', { price: 1, amount: 1, productId: 'pack-video-60', productDesc: '加油包' })).code).toBe(409);
    const created = await admin.post('/api/payment/create-order', { price: 49, amount: 1, productId: 'pack-video-60', productDesc: '视频合成时长 60分钟' });
    expect(created.data.payUrl).toContain('weixin://wxpay/bizpayurl?pr=');
    expect(created.data.payUrl).toContain('total=4900');
    expect((await admin.post('/api/payment/query-order', { id: created.data.orderId })).data.status).toBe('NOTPAY');
    pay.states.set(created.data.orderId.replaceAll('-', ''), 'SUCCESS');
    const paid = await admin.post('/api/payment/query-order', { id: created.data.orderId });
    expect(paid.data).toMatchObject({ status: 'SUCCESS', price: 49 });
    expect(paid.data.payOrderId).toMatch(/^4200/);
    await admin.post('/api/payment/query-order', { id: created.data.orderId });
    const quota = (await admin.get('/api/quota/info/')).data.find((q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD');
    expect(quota.capacity).toBe(660);
  });

  it('extends a licence by the package’s days', async () => {
    const before = (await admin.get('/api/vh/rm/get-license-and-rights')).data.licenses.find((l: { appId: number }) => l.appId === 21).endTime;
    const created = await admin.post('/api/payment/create-order', { price: 99, amount: 1, productId: 'studio-tasting', productDesc: '体验版' });
    pay.states.set(created.data.orderId.replaceAll('-', ''), 'SUCCESS');
    await admin.post('/api/payment/query-order', { id: created.data.orderId });
    const after = (await admin.get('/api/vh/rm/get-license-and-rights')).data.licenses.find((l: { appId: number }) => l.appId === 21).endTime;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(31 * 24 * 3_600_000);
  });

  it('lists the licences on the benefit board with their status labels', async () => {
    const board = await admin.get('/api/vh/rm/list?pageIndex=1&pageSize=10');
    expect(board.data.total).toBeGreaterThanOrEqual(3);
    const online = board.data.list.filter((l: { source: string }) => l.source === 'online');
    expect(online.map((l: { appId: number; statusLabel: string }) => [l.appId, l.statusLabel])).toEqual([[21, '未生效']]);
    expect(board.data.list.filter((l: { source: string }) => l.source === 'offline').every((l: { statusLabel: string }) => l.statusLabel === '生效中')).toBe(true);
    expect((await admin.get('/api/talk/resource/license/info')).data.map((l: { appId: number }) => l.appId)).toEqual([22, 23, 24]);
    expect((await admin.get('/api/vh/rm/company-res')).data.some((q: { resourceCode: string }) => q.resourceCode === 'RSC-VD-VD')).toBe(true);
  });

  it('says so when payment is not configured, and refuses wrongly signed requests', async () => {
    const saved = app.deps.config.wechatPay!;
    app.deps.config.wechatPay = undefined;
    expect((await admin.post('/api/payment/create-order', { price: 49, amount: 1, productId: 'pack-video-60', productDesc: '' })).message).toBe('在线支付暂未开通，请联系客服');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    app.deps.config.wechatPay = { ...saved, privateKeyPem: other };
    expect((await admin.post('/api/payment/create-order', { price: 49, amount: 1, productId: 'pack-video-60', productDesc: '' })).message).toBe('支付下单失败，请稍后重试');
    app.deps.config.wechatPay = saved;
  });
});
