import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { platformSettings } from '../../db/schema/index';
import { PRODUCTS, productById, type Product } from './catalogue';

/**
 * The settings row the operator console writes (商品价格): per product id, the parts of its offer the
 * operator changed. The code's catalogue stays the default and the only source of what a product
 * grants, so a past order keeps its meaning whatever the offer becomes.
 */
export const PRODUCT_OFFERS_SETTING = 'productOffers';

/** What the operator may change of a product. */
export interface Offer {
  priceFen: number;
  originPriceFen: number | null;
  note: string;
  onSale: boolean;
}

/** A product as the pay-wall sells it now: the code's definition with the operator's offer. */
export type OfferedProduct = Product & { onSale: boolean; customised: boolean; defaults: Offer };

/** One product's stored changes; a field left out follows the code. Read defensively: a bad field is dropped. */
const OfferChangeSchema = z.object({
  priceFen: z.number().int().positive().optional().catch(undefined),
  originPriceFen: z.number().int().positive().nullable().optional().catch(undefined),
  note: z.string().optional().catch(undefined),
  onSale: z.boolean().optional().catch(undefined),
});
export type OfferChange = z.infer<typeof OfferChangeSchema>;
type StoredOffers = Record<string, OfferChange>;

/** A free product has no price to set and is always offered (the pay-wall's 免费使用 card). */
export const isPriced = (product: Product) => product.priceFen > 0;

export const defaultOffer = (product: Product): Offer => ({
  priceFen: product.priceFen,
  originPriceFen: product.originPriceFen,
  note: product.note,
  onSale: true,
});

function parseStored(value: unknown): StoredOffers {
  if (!value || typeof value !== 'object') return {};
  const offers: StoredOffers = {};
  for (const [productId, change] of Object.entries(value)) {
    const parsed = OfferChangeSchema.safeParse(change);
    if (parsed.success) offers[productId] = parsed.data;
  }
  return offers;
}

/** A few seconds: a change in the console reaches every process of a cluster soon, without a read per call. */
const CACHE_MS = 5_000;
const cache = new WeakMap<Database, { at: number; value: StoredOffers }>();

/** Forgets what this process read, after the console changed it. */
export const forgetProductOffers = (db: Database) => cache.delete(db);

async function storedOffers(db: Database): Promise<StoredOffers> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const [row] = await db
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, PRODUCT_OFFERS_SETTING))
    .limit(1);
  const value = parseStored(row?.value);
  cache.set(db, { at: Date.now(), value });
  return value;
}

/** The product with the operator's changes over the code's offer; a free product ignores any. */
export function withOffer(product: Product, change: OfferChange | undefined): OfferedProduct {
  const defaults = defaultOffer(product);
  const own = isPriced(product) ? (change ?? {}) : {};
  return {
    ...product,
    priceFen: own.priceFen ?? defaults.priceFen,
    originPriceFen: own.originPriceFen === undefined ? defaults.originPriceFen : own.originPriceFen,
    note: own.note ?? defaults.note,
    onSale: own.onSale ?? defaults.onSale,
    customised: Object.values(own).some((v) => v !== undefined),
    defaults,
  };
}

/** Every product of the code's catalogue, in its order, with its offer now (on sale or not). */
export async function offeredProducts(db: Database): Promise<OfferedProduct[]> {
  const stored = await storedOffers(db);
  return PRODUCTS.map((p) => withOffer(p, stored[p.productId]));
}

/** What the pay-wall lists: the products on sale, at their prices now. */
export async function productsOnSale(db: Database): Promise<OfferedProduct[]> {
  return (await offeredProducts(db)).filter((p) => p.onSale);
}

/** One product at its offer now (on sale or not), or undefined when the code has no such product. */
export async function effectiveProduct(db: Database, productId: string): Promise<OfferedProduct | undefined> {
  const product = productById(productId);
  if (!product) return undefined;
  return withOffer(product, (await storedOffers(db))[product.productId]);
}

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

/** One product's stored changes, read without the cache and locked until the transaction ends. */
export async function lockedOfferChange(tx: Tx, productId: string): Promise<OfferChange | undefined> {
  const [row] = await tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, PRODUCT_OFFERS_SETTING))
    .for('update');
  return parseStored(row?.value)[productId];
}

/**
 * Stores one product's changes (null: none, the code's offer applies). Only that product's entry is
 * replaced, in the database (jsonb || and -), so two operators saving different products lose nothing.
 */
export async function writeOfferChange(tx: Tx, productId: string, change: OfferChange | null) {
  const now = new Date();
  if (change === null) {
    await tx
      .update(platformSettings)
      .set({ value: sql`${platformSettings.value} - ${productId}::text`, updatedAt: now })
      .where(eq(platformSettings.key, PRODUCT_OFFERS_SETTING));
    return;
  }
  await tx
    .insert(platformSettings)
    .values({ key: PRODUCT_OFFERS_SETTING, value: { [productId]: change }, updatedAt: now })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value: sql`${platformSettings.value} || excluded.value`, updatedAt: now },
    });
}
