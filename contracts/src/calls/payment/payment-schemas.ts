import { z } from 'zod';
import { ORDER_STATUSES } from '../../constants/payment';

/** A product on the pay-wall (000 §3 licence product / fuel pack); prices in yuan. */
export const ProductSchema = z.object({
  productId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  price: z.number(),
  originPrice: z.number().nullable(),
  unit: z.string(),
  features: z.array(z.string()),
  note: z.string(),
  btnText: z.string(),
  style: z.string(),
  resourceCode: z.string().nullable(),
  /** Logged-in lists only (000 §6: remaining quota is shown only when logged in). */
  remaining: z.number().int().nullable(),
});

export const PayWallProductsSchema = z.object({
  studioLicenseProducts: z.array(ProductSchema),
  interactiveLicenseProducts: z.array(ProductSchema),
  studioPackProducts: z.array(ProductSchema),
  interactivePackProducts: z.array(ProductSchema),
});

export const OrderViewSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  payUrl: z.string().nullable(),
  payOrderId: z.string().nullable(),
  productDesc: z.string(),
  /** Yuan: what the order costs in all (unit price × quantity). */
  price: z.number(),
  /** Ours: how many of the product the order bought. */
  quantity: z.number().int(),
  updateTime: z.date(),
});

/** A row of the order center (ours): the order plus its product's type and the time it was made. */
export const OrderListItemSchema = OrderViewSchema.extend({
  productId: z.string(),
  orderType: z.enum(['licence', 'pack']),
  createTime: z.date(),
  userName: z.string(),
});
