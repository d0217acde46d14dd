import { z } from 'zod';
import {
  FuelPackStyleSchema,
  LicenceAppIdSchema,
  LicenceKindSchema,
  LicenceProductStyleSchema,
  LicenceSourceSchema,
  LicenceStatusSchema,
  LicenceValiditySchema,
} from '../constants/licence';
import { ORDER_AMOUNT, OrderStatusSchema } from '../constants/payment';
import { WireIdSchema, WireTimeSchema } from './wire';

/** Licence config per app (000 §3): appId 21–24, status, end time. */
export const LicenceConfigSchema = z.object({
  appId: LicenceAppIdSchema,
  status: z.union([LicenceStatusSchema, LicenceValiditySchema]),
  endTime: WireTimeSchema.nullish(),
  kind: LicenceKindSchema.optional(),
  source: LicenceSourceSchema.optional(),
});
export type LicenceConfig = z.infer<typeof LicenceConfigSchema>;

/** Prices: the spec shows numbers displayed as money; strings are accepted for legacy decimals (000 §3 is silent). */
const PriceSchema = z.union([z.number().nonnegative(), z.string()]);

/** A fuel-pack product; its style decides the modal body (000 §2). */
export const PackProductSchema = z.looseObject({
  productId: WireIdSchema,
  style: FuelPackStyleSchema,
  title: z.string().optional(),
  price: PriceSchema,
  category: z.string().optional(),
  amount: z.number().optional(),
});
export type PackProduct = z.infer<typeof PackProductSchema>;

/** A licence product card (000 §3). */
export const LicenceProductSchema = z.looseObject({
  productId: WireIdSchema,
  icon: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  price: PriceSchema,
  originPrice: PriceSchema.nullish(),
  discountedPrice: PriceSchema.nullish(),
  unit: z.string().optional(),
  /** The spec names both content and features for the feature list. */
  content: z.array(z.string()).optional(),
  features: z.array(z.string()).optional(),
  note: z.string().optional(),
  limitNote: z.string().optional(),
  btnText: z.string().optional(),
  duration: z.union([z.string(), z.number()]).optional(),
  style: z.union([LicenceProductStyleSchema, z.string()]),
  resourceCode: z.string().optional(),
  hoverColor: z.string().optional(),
  hoverBgColor: z.string().optional(),
  packProducts: z.array(PackProductSchema).optional(),
});
export type LicenceProduct = z.infer<typeof LicenceProductSchema>;

/** A fuel pack: a name and its pack products (000 §3). */
export const FuelPackSchema = z.object({ name: z.string(), packProducts: z.array(PackProductSchema) });
export type FuelPack = z.infer<typeof FuelPackSchema>;

/** The four product lists of the pay-wall (000 §3). */
export const ProductListsSchema = z.object({
  interactiveLicenseProducts: z.array(LicenceProductSchema).default([]),
  studioLicenseProducts: z.array(LicenceProductSchema).default([]),
  interactivePackProducts: z.array(FuelPackSchema).default([]),
  studioPackProducts: z.array(FuelPackSchema).default([]),
});
export type ProductLists = z.infer<typeof ProductListsSchema>;

/** A quota item in the new form, looked up by resourceCode; used/total come with the AI text quota (001 §3). */
export const ResourceQuotaSchema = z.object({
  resourceCode: z.string(),
  resourceName: z.string().optional(),
  resourceUnit: z.string().optional(),
  remaining: z.number(),
  used: z.number().optional(),
  total: z.number().optional(),
});
/** The older form: a numeric quota type and its capacity (000 §3, 002 §3). */
export const LegacyQuotaSchema = z.object({ quotaType: z.number().int(), capacity: z.number() });
export const QuotaItemSchema = z.union([ResourceQuotaSchema, LegacyQuotaSchema]);
export type QuotaItem = z.infer<typeof QuotaItemSchema>;

/** An order (000 §3). */
export const OrderSchema = z.object({
  orderId: WireIdSchema,
  payUrl: z.string().optional(),
  status: OrderStatusSchema,
  updateTime: WireTimeSchema.optional(),
  productDesc: z.string().optional(),
  payOrderId: z.string().nullish(),
});
export type Order = z.infer<typeof OrderSchema>;

/** Create-order request: amount is always 1 (000 §3); pressing pay needs a truthy price (000 §4). */
export const CreateOrderRequestSchema = z.object({
  price: z.coerce.number().positive(),
  amount: z.literal(ORDER_AMOUNT).default(ORDER_AMOUNT),
  productId: WireIdSchema,
  productDesc: z.string().max(200),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;
export const CreateOrderAnswerSchema = z.object({ payUrl: z.string(), orderId: WireIdSchema });
export type CreateOrderAnswer = z.infer<typeof CreateOrderAnswerSchema>;
