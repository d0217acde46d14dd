import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, orders, platformSettings, users } from '../../src/db/schema/index';
import { seedDemoData } from '../../src/db/seed/demo';
import { DEMO_OPERATOR, seedDemoOperator } from '../../src/db/seed/demo-operator';
import { PRODUCT_OFFERS_SETTING } from '../../src/services/payment/offers';
import { legacyClient } from '../support/client';
import { testEngines } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fakeWechatPay } from '../support/wechatpay-server';

type Card = { productId: string; price: number; originPrice: number | null; note: string };
type Offer = {
  productId: string;
  priceFen: number;
  defaultPriceFen: number;
  originPriceFen: number | null;
  note: string;
  onSale: boolean;
  editable: boolean;
  customised: boolean;
};

/** The operator console's 商品价格 (issue 27): the pay-wall's offers edited, the grants left to code. */
describe.each(testEngines())('pay-wall prices set in the operator console on %s', (engine) => {
  let app: TestApp;
  let pay: Awaited<ReturnType<typeof fakeWechatPay>>;
  let operator: ReturnType<typeof legacyClient>;
  let admin: ReturnType<typeof legacyClient>;

  beforeAll(async () => {
    pay = await fakeWechatPay();
    app = await startTestApp(engine, { workers: false });
    app.deps.config.wechatPay = pay.config;
    await seedDemoData(app.deps.db);
    await seedDemoOperator(app.deps.db);
    operator = legacyClient(app.baseUrl);
    expect((await operator.post('/api/ops/login', DEMO_OPERATOR)).code).toBe(200);
    admin = legacyClient(app.baseUrl);
    expect((await admin.post('/api/user/vip/login', { email: 'admin@demo.local', password: 'Demo@2026' })).code).toBe(
      200,
    );
  });
  afterAll(async () => {
    await app?.close();
    await pay?.close();
  });

  /** The company's pay-wall (logged in) and a visitor's, every card of both lines. */
  const payWall = async (client = admin) => {
    const lists =
      client === admin
        ? (await admin.post('/api/payment/product/product-list-login')).data
        : (await legacyClient(app.baseUrl).post('/api/payment/product/product-list')).data;
    return [
      ...lists.studioLicenseProducts,
      ...lists.interactiveLicenseProducts,
      ...lists.studioPackProducts,
      ...lists.interactivePackProducts,
    ] as Card[];
  };
  const card = async (productId: string) => (await payWall()).find((p) => p.productId === productId);
  const offers = async () => (await operator.get('/api/ops/products')).data as Offer[];
  const offer = async (productId: string) => (await offers()).find((p) => p.productId === productId)!;
  const auditRows = () => app.deps.db.select().from(operatorAudit).orderBy(desc(operatorAudit.createdAt));
  const buy = (productId: string, price: number) =>
    admin.post('/api/payment/create-order', { price, amount: 1, productId, productDesc: '' });

  it('lists every product with its grant, its price now and by default, and whether it can be edited', async () => {
    const list = await offers();
    expect(list.map((p) => p.productId)).toEqual([
      'studio-free',
      'studio-tasting',
      'studio-standard',
      'card-tasting',
      'pack-video-60',
      'pack-video-300',
      'pack-aitext-100',
    ]);
    expect(list[0]).toMatchObject({ priceFen: 0, editable: false, onSale: true });
    expect(list.find((p) => p.productId === 'studio-tasting')).toMatchObject({
      line: 'studio',
      kind: 'licence',
      appId: 21,
      days: 31,
      priceFen: 9_900,
      defaultPriceFen: 9_900,
      originPriceFen: 19_900,
      note: '限时优惠',
      onSale: true,
      editable: true,
      customised: false,
    });
    expect(list.find((p) => p.productId === 'pack-video-60')).toMatchObject({
      kind: 'pack',
      resourceCode: 'RSC-VD-VD',
      amount: 360,
      priceFen: 4_900,
    });
  });

  it('prices a fuel pack anew: the pay-wall shows it at once and a new WeChat Pay order is for it', async () => {
    // An order made before the change keeps its amount.
    const earlier = await buy('pack-video-60', 49);
    expect(earlier.data.payUrl).toContain('total=4900');

    const saved = await operator.post('/api/ops/product/save', {
      productId: 'pack-video-60',
      price: 39.9,
      originPrice: 49,
      note: '限时优惠',
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      productId: 'pack-video-60',
      priceFen: 3_990,
      defaultPriceFen: 4_900,
      originPriceFen: 4_900,
      note: '限时优惠',
      customised: true,
    });
    expect(await card('pack-video-60')).toMatchObject({ price: 39.9, originPrice: 49, note: '限时优惠' });
    expect((await payWall(legacyClient(app.baseUrl))).find((p) => p.productId === 'pack-video-60')?.price).toBe(39.9);

    // A stale pay-wall is told the price changed; the new price buys the pack at the new amount.
    expect((await buy('pack-video-60', 49)).message).toBe('价格已变化，请刷新后重试');
    const created = await buy('pack-video-60', 39.9);
    expect(created.data.payUrl).toContain('total=3990');
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, created.data.orderId));
    expect(row!.priceFen).toBe(3_990);
    // Two at once: the total is the new price twice.
    const two = await admin.post('/api/payment/create-order', {
      price: 79.8,
      amount: 1,
      quantity: 2,
      productId: 'pack-video-60',
      productDesc: '',
    });
    expect(two.data.payUrl).toContain('total=7980');

    // The earlier order is paid at the amount it was made with and still grants the pack.
    const [before] = await app.deps.db.select().from(orders).where(eq(orders.id, earlier.data.orderId));
    expect(before!.priceFen).toBe(4_900);
    pay.paid.set(earlier.data.orderId.replaceAll('-', ''), { state: 'SUCCESS' });
    expect((await admin.post('/api/payment/query-order', { id: earlier.data.orderId })).data).toMatchObject({
      status: 'SUCCESS',
      price: 49,
    });

    // The change is audited with what it was and what it became.
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      operatorEmail: DEMO_OPERATOR.email,
      action: 'product.save',
      targetKind: 'product',
      targetId: 'pack-video-60',
      before: { priceFen: 4_900, originPriceFen: null, note: '', onSale: true },
      after: { priceFen: 3_990, originPriceFen: 4_900, note: '限时优惠', onSale: true },
    });
    expect(audit!.summary).toContain('价格 ¥49.00 → ¥39.90');
  });

  it('records a bank transfer at the price now', async () => {
    const [buyer] = await app.deps.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.email, 'admin@demo.local'));
    const company = buyer!.companyId;
    const recorded = await operator.post('/api/ops/order/offline', {
      companyId: company,
      productId: 'pack-video-60',
      quantity: 2,
      transferRef: 'BANK-OFFERS-1',
    });
    expect(recorded.data).toMatchObject({ status: 'SUCCESS', paySource: 'offline', priceFen: 7_980 });
  });

  it('takes a product off sale: the pay-wall hides it and an order for it is refused', async () => {
    const off = await operator.post('/api/ops/product/save', { productId: 'studio-standard', onSale: false });
    expect(off.data).toMatchObject({ onSale: false, priceFen: 99_900, customised: true });
    expect(await card('studio-standard')).toBeUndefined();
    expect((await payWall(legacyClient(app.baseUrl))).some((p) => p.productId === 'studio-standard')).toBe(false);
    const refused = await buy('studio-standard', 999);
    expect(refused).toMatchObject({ code: 410, message: '该商品已下架' });
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ action: 'product.save', targetId: 'studio-standard', after: { onSale: false } });
    expect(audit!.summary).toContain('下架');

    const on = await operator.post('/api/ops/product/save', { productId: 'studio-standard', onSale: true });
    // Back on sale at the code's offer: nothing is left to reset.
    expect(on.data).toMatchObject({ onSale: true, customised: false });
    expect(await card('studio-standard')).toMatchObject({ price: 999 });
  });

  it('resets a product to the code’s offer', async () => {
    await operator.post('/api/ops/product/save', { productId: 'pack-video-60', onSale: false });
    const reset = await operator.post('/api/ops/product/save', { productId: 'pack-video-60', reset: true });
    expect(reset.data).toMatchObject({
      priceFen: 4_900,
      originPriceFen: null,
      note: '',
      onSale: true,
      customised: false,
    });
    expect(await card('pack-video-60')).toMatchObject({ price: 49, originPrice: null, note: '' });
    expect((await buy('pack-video-60', 49)).data.payUrl).toContain('total=4900');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({
      action: 'product.reset',
      targetId: 'pack-video-60',
      before: { priceFen: 3_990, onSale: false },
      after: { priceFen: 4_900, onSale: true },
    });
    // Nothing is stored for a product back at its defaults.
    const [row] = await app.deps.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, PRODUCT_OFFERS_SETTING));
    expect(row!.value).not.toHaveProperty('pack-video-60');
  });

  it('keeps a product’s original price above its price and drops it on request', async () => {
    // 体验版 is ¥99 against ¥199 in code: ¥250 would sit above its original price.
    const above = await operator.post('/api/ops/product/save', { productId: 'studio-tasting', price: 250 });
    expect(above).toMatchObject({ code: 400, message: '原价须高于现价' });
    const dropped = await operator.post('/api/ops/product/save', {
      productId: 'studio-tasting',
      price: 250,
      originPrice: null,
      note: '',
    });
    expect(dropped.data).toMatchObject({ priceFen: 25_000, originPriceFen: null, note: '' });
    expect(await card('studio-tasting')).toMatchObject({ price: 250, originPrice: null, note: '' });
    await operator.post('/api/ops/product/save', { productId: 'studio-tasting', reset: true });
    expect(await card('studio-tasting')).toMatchObject({ price: 99, originPrice: 199, note: '限时优惠' });
  });

  it('refuses each wrong change with its reason, changing nothing and auditing nothing', async () => {
    const before = await offers();
    const auditCount = (await auditRows()).length;
    const save = (body: object) => operator.post('/api/ops/product/save', body);

    expect(await save({ productId: 'pack-none', price: 10 })).toMatchObject({ code: 404, message: '商品不存在' });
    expect(await save({ productId: 'studio-free', price: 10 })).toMatchObject({
      code: 400,
      message: '免费商品没有价格，不能修改',
    });
    expect(await save({ productId: 'studio-free', onSale: false })).toMatchObject({ code: 400 });
    for (const price of [-1, 0, 0.001, 1_000_000.01, 12.345]) {
      const refused = await save({ productId: 'pack-aitext-100', price });
      expect(refused.code, String(price)).toBe(400);
      expect(refused.message, String(price)).toContain('价格须为 0.01–1000000 元，最多两位小数');
    }
    expect((await save({ productId: 'pack-aitext-100', price: 1_000_000 })).code).toBe(200);
    await save({ productId: 'pack-aitext-100', reset: true });
    const auditAfterEdge = (await auditRows()).length;

    expect(await save({ productId: 'pack-aitext-100', price: 29, originPrice: 29 })).toMatchObject({
      code: 400,
      message: '原价须高于现价',
    });
    expect(await save({ productId: 'pack-aitext-100', price: 29, originPrice: 19 })).toMatchObject({
      message: '原价须高于现价',
    });
    expect((await save({ productId: 'pack-aitext-100', originPrice: -5 })).message).toContain(
      '原价须为 0.01–1000000 元，最多两位小数',
    );
    expect((await save({ productId: 'pack-aitext-100', note: '一二三四五六七八九十一二三' })).message).toContain(
      '角标文字不能超过12个字',
    );
    expect((await save({ productId: 'pack-aitext-100', price: '29' })).code).toBe(400);

    expect(await offers()).toEqual(before);
    // The two accepted edge saves above are the only rows written.
    expect(auditAfterEdge).toBe(auditCount + 2);
    expect((await auditRows()).length).toBe(auditAfterEdge);
    expect(await offer('pack-aitext-100')).toMatchObject({ priceFen: 2_900, customised: false });
  });

  it('answers a company user’s cookie with 401 on the console’s calls', async () => {
    expect((await admin.get('/api/ops/products')).code).toBe(401);
    expect((await admin.post('/api/ops/product/save', { productId: 'pack-video-60', price: 1 })).code).toBe(401);
    const trpc = await fetch(`${app.baseUrl}/trpc/ops.productSave`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...admin.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ json: { productId: 'pack-video-60', price: 1 } }),
    });
    expect(trpc.status).toBe(401);
    expect((await legacyClient(app.baseUrl).get('/api/ops/products')).code).toBe(401);
    expect(await offer('pack-video-60')).toMatchObject({ priceFen: 4_900 });
  });
});
