import { isOrderWaiting, ORDER_SUCCESS_STATUS, PAY_POLL_TIMEOUT_MS, QUANTITY_MIN } from '@portal/contracts';
import type { RouterOutputs } from '../../lib/trpc';

/** A product as the pay-wall lists it (payment.productList). */
export type PayProduct = RouterOutputs['payment']['productList']['studioLicenseProducts'][number];

/** A fuel (top-up) pack: packs of one resource grouped under its name (000 §3 fuel pack: name, packProducts). */
export interface FuelPack {
  name: string;
  resourceCode: string;
  /** 000 §2: the modal body depends on the style; ours are amounts of one category. */
  style: 'category' | 'amount' | 'categoryAmount';
  packProducts: PayProduct[];
  remaining: number | null;
}

export function groupFuelPacks(products: readonly PayProduct[]): FuelPack[] {
  const byCode = new Map<string, FuelPack>();
  for (const p of products) {
    const code = p.resourceCode ?? p.title;
    const pack = byCode.get(code) ?? {
      name: p.title,
      resourceCode: code,
      style: 'amount' as const,
      packProducts: [],
      remaining: p.remaining,
    };
    pack.packProducts.push(p);
    byCode.set(code, pack);
  }
  return [...byCode.values()];
}

/** 000 §2: fuel pack cards show the lowest price of their packs, followed by 起. */
export const fromPrice = (pack: FuelPack) => Math.min(...pack.packProducts.map((p) => p.price));

/**
 * 000 §5 quantity stepper: digits only, never below the minimum (1 for purchases) nor above the
 * maximum (unbounded by default); clearing gives the minimum.
 */
export function clampQuantity(raw: string | number, min = QUANTITY_MIN, max = Number.POSITIVE_INFINITY): number {
  const digits = String(raw).replace(/\D/g, '');
  if (digits === '') return min;
  const n = Number.parseInt(digits, 10);
  return Math.min(max, Math.max(min, n));
}

/** 000 §4: total is unit price times quantity, in yuan to the fen. */
export const orderTotal = (price: number, quantity: number) => Math.round(price * 100 * quantity) / 100;

/** 000 §4: the package active by default is the tasting one (else the first). */
export const defaultActiveProduct = (products: readonly PayProduct[]) =>
  products.find((p) => p.style === 'tasting') ?? products[0] ?? null;

/** 000 §4 purchase: pressing pay needs a truthy numeric price and a logged-in user. */
export function payDecision(price: number, loggedIn: boolean): 'ignore' | 'login' | 'pay' {
  if (!price || Number.isNaN(price)) return 'ignore';
  return loggedIn ? 'pay' : 'login';
}

/**
 * 000 §4 polling: NOTPAY, USERPAYING and ACCEPT keep waiting; SUCCESS stops with the success dialog;
 * anything else stops. After 30 minutes of waiting the poll gives up (000 §9 timeout).
 */
export function pollStep(status: string, waitedMs: number): 'continue' | 'success' | 'stop' {
  if (status === ORDER_SUCCESS_STATUS) return 'success';
  if (!isOrderWaiting(status)) return 'stop';
  return waitedMs >= PAY_POLL_TIMEOUT_MS ? 'stop' : 'continue';
}

/** Product search (000 §2 search input): by title, subtitle or feature, case-insensitive. */
export function matchesSearch(product: PayProduct, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return [product.title, product.subtitle, ...product.features].some((text) => text.toLowerCase().includes(k));
}

/** Order status labels (000 §4 statuses; the labels are ours). */
export const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  NOTPAY: '待支付',
  USERPAYING: '支付中',
  ACCEPT: '已受理',
  SUCCESS: '支付成功',
  REVOKED: '已撤销',
  REFUNDED: '已退款',
  CLOSED: '已关闭',
  PAYERROR: '支付失败',
};
