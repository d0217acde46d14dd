import { z } from 'zod';
import { opsMessages as m } from '../../messages/ops';
import { OpsProductSchema } from './ops-schemas';

/*
 * The pay-wall's offers as the operator console edits them (ours, issue 27; decision 0038). What a
 * product grants stays in code; its price, original price, note and 上架/下架 are the operator's.
 */

/** Ours: the console's bounds on an offer. Prices are typed in yuan and stored in fen. */
export const PRODUCT_OFFER_LIMITS = { priceMinYuan: 0.01, priceMaxYuan: 1_000_000, noteMax: 12 } as const;

/** Whole fen: 49.9 and 49.99 are prices, 49.999 is not (the float error of ×100 is far below a fen). */
const isWholeFen = (yuan: number) => Math.abs(yuan * 100 - Math.round(yuan * 100)) < 1e-6;

const Yuan = (message: string) =>
  z
    .number({ error: message })
    .min(PRODUCT_OFFER_LIMITS.priceMinYuan, message)
    .max(PRODUCT_OFFER_LIMITS.priceMaxYuan, message)
    .refine(isWholeFen, message);

/**
 * A change to one product's offer. A field left out keeps its current value (上架/下架 sends only
 * onSale); `reset` drops every change and the code's offer applies again (the other fields are ignored).
 */
export const OpsProductSaveInputSchema = z.object({
  productId: z.string().trim().min(1, m.productNotFound).max(64, m.productNotFound),
  reset: z.boolean().default(false),
  /** Yuan. */
  price: Yuan(m.productPriceInvalid).optional(),
  /** Yuan, shown struck through; null for none. */
  originPrice: Yuan(m.productOriginPriceInvalid).nullable().optional(),
  /** The pay-wall card's badge (限时优惠); empty for none. */
  note: z.string().trim().max(PRODUCT_OFFER_LIMITS.noteMax, m.productNoteTooLong).optional(),
  onSale: z.boolean().optional(),
});
export type OpsProductSaveInput = z.infer<typeof OpsProductSaveInputSchema>;

/**
 * A product in the console: what the offline-order dialog reads (priceFen is the price charged
 * now), what it grants (from code), and its offer now and by default. Amounts in fen.
 */
export const OpsProductOfferSchema = OpsProductSchema.extend({
  line: z.enum(['studio', 'interactive']),
  /** Licences: the product line and days granted; fuel packs: the quota resource and amount added. */
  appId: z.number().int().nullable(),
  days: z.number().int().nullable(),
  resourceCode: z.string().nullable(),
  amount: z.number().nullable(),
  defaultPriceFen: z.number().int(),
  originPriceFen: z.number().int().nullable(),
  defaultOriginPriceFen: z.number().int().nullable(),
  note: z.string(),
  defaultNote: z.string(),
  onSale: z.boolean(),
  /** False for a free product: it has no price to set and is always offered. */
  editable: z.boolean(),
  /** Whether the operator changed anything (恢复默认 has something to undo). */
  customised: z.boolean(),
});
export type OpsProductOffer = z.infer<typeof OpsProductOfferSchema>;
