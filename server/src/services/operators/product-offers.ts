import { opsMessages, type OpsProductSaveInput } from '@portal/contracts';
import type { Database } from '../../db/client';
import { DomainError } from '../domain-error';
import { productById } from '../payment/catalogue';
import {
  effectiveProduct,
  forgetProductOffers,
  isPriced,
  lockedOfferChange,
  offeredProducts,
  withOffer,
  writeOfferChange,
  type Offer,
  type OfferChange,
  type OfferedProduct,
} from '../payment/offers';
import { recordAudit, type OperatorAct } from './audit';

/** What the console shows of a product: the offline dialog's fields, what it grants, its offer now and by default. */
function offerView(p: OfferedProduct) {
  return {
    productId: p.productId,
    title: p.title,
    subtitle: p.subtitle,
    kind: p.kind,
    line: p.line,
    appId: p.appId ?? null,
    days: p.days ?? null,
    resourceCode: p.resourceCode ?? null,
    amount: p.amount ?? null,
    priceFen: p.priceFen,
    defaultPriceFen: p.defaults.priceFen,
    originPriceFen: p.originPriceFen,
    defaultOriginPriceFen: p.defaults.originPriceFen,
    note: p.note,
    defaultNote: p.defaults.note,
    onSale: p.onSale,
    editable: isPriced(p),
    customised: p.customised,
  };
}

export async function listProductOffers(db: Database) {
  return (await offeredProducts(db)).map(offerView);
}

const toFen = (yuan: number) => Math.round(yuan * 100);
const money = (fen: number | null) => (fen === null ? '无' : `¥${(fen / 100).toFixed(2)}`);
const offerOf = (p: OfferedProduct): Offer => ({
  priceFen: p.priceFen,
  originPriceFen: p.originPriceFen,
  note: p.note,
  onSale: p.onSale,
});

/** The offer after the change: a field the input leaves out keeps its value now. */
function nextOffer(now: Offer, input: OpsProductSaveInput): Offer {
  return {
    priceFen: input.price === undefined ? now.priceFen : toFen(input.price),
    originPriceFen:
      input.originPrice === undefined
        ? now.originPriceFen
        : input.originPrice === null
          ? null
          : toFen(input.originPrice),
    note: input.note ?? now.note,
    onSale: input.onSale ?? now.onSale,
  };
}

/** Only what differs from the code is stored, so a later change of the code's offer still reaches the rest. */
function changeFrom(defaults: Offer, next: Offer): OfferChange | null {
  const change: OfferChange = {};
  if (next.priceFen !== defaults.priceFen) change.priceFen = next.priceFen;
  if (next.originPriceFen !== defaults.originPriceFen) change.originPriceFen = next.originPriceFen;
  if (next.note !== defaults.note) change.note = next.note;
  if (next.onSale !== defaults.onSale) change.onSale = next.onSale;
  return Object.keys(change).length > 0 ? change : null;
}

/** The audit line: what changed, in the console's words. */
function summaryOf(name: string, before: Offer, after: Offer, reset: boolean) {
  const parts: string[] = [];
  if (before.priceFen !== after.priceFen) parts.push(`价格 ${money(before.priceFen)} → ${money(after.priceFen)}`);
  if (before.originPriceFen !== after.originPriceFen)
    parts.push(`原价 ${money(before.originPriceFen)} → ${money(after.originPriceFen)}`);
  if (before.note !== after.note) parts.push(`角标「${before.note || '无'}」→「${after.note || '无'}」`);
  if (before.onSale !== after.onSale) parts.push(after.onSale ? '上架' : '下架');
  const what = parts.length > 0 ? parts.join('，') : '无变化';
  return `商品「${name}」${reset ? '恢复默认' : '修改'}：${what}`;
}

/**
 * Sets one product's price, original price, note or on-sale state, or resets it to the code's offer.
 * The pay-wall, new orders and offline orders use it at once in this process and within 5 s in
 * others; orders already created keep their amount. The audit row is written with the change.
 */
export async function saveProductOffer(db: Database, act: OperatorAct, input: OpsProductSaveInput) {
  const product = productById(input.productId);
  if (!product) throw DomainError.business(404, opsMessages.productNotFound);
  if (!isPriced(product)) throw DomainError.business(400, opsMessages.productNotEditable);
  const name = `${product.title}${product.subtitle ? ` ${product.subtitle}` : ''}`;
  await db.transaction(async (tx) => {
    const before = withOffer(product, await lockedOfferChange(tx, product.productId));
    const after = input.reset ? before.defaults : nextOffer(offerOf(before), input);
    if (after.originPriceFen !== null && after.originPriceFen <= after.priceFen)
      throw DomainError.business(400, opsMessages.productOriginNotAbove);
    await writeOfferChange(tx, product.productId, changeFrom(before.defaults, after));
    await recordAudit(tx, act, {
      action: input.reset ? 'product.reset' : 'product.save',
      targetKind: 'product',
      targetId: product.productId,
      summary: summaryOf(name, offerOf(before), after, input.reset),
      before: offerOf(before),
      after,
    });
  });
  forgetProductOffers(db);
  return offerView((await effectiveProduct(db, product.productId))!);
}
