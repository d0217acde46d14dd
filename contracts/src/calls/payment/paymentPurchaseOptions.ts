import { z } from 'zod';
import { defineCall } from '../define-call';

/** Whom to contact to buy (the install's SALES_CONTACT_* settings); each part may be missing. */
export const SalesContactSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type SalesContact = z.infer<typeof SalesContactSchema>;

/**
 * The signed-in company's standing: `expired` when its validity or every licence it held has ended,
 * `noLicence` when it never held one; null for a visitor.
 */
export const CompanyStandingSchema = z.object({
  state: z.enum(['active', 'expired', 'noLicence']),
  /** When the company's validity or its last licence ended (expired), else null. */
  endedAt: z.date().nullable(),
});

/**
 * Our extension (000 §2 shows only scan-to-pay): whether online payment is set up on this install,
 * whom to contact when it is not, and the company's standing, so the pay-wall never shows a dead QR.
 */
export const paymentPurchaseOptionsCall = defineCall({
  id: 'paymentPurchaseOptions',
  specId: null,
  area: 'payment',
  procedure: 'purchaseOptions',
  kind: 'query',
  access: 'public',
  legacy: { method: 'GET', base: '/api', paths: ['/payment/purchase-options'], origin: 'ours' },
  silent: false,
  summary: 'Whether online payment is set up, whom to contact to buy, and the signed-in company’s standing',
  input: z.looseObject({}),
  output: z.object({
    onlinePayment: z.boolean(),
    contact: SalesContactSchema.nullable(),
    standing: CompanyStandingSchema.nullable(),
  }),
});
