import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** An order (000 §3: orderId, payUrl, status, updateTime, productDesc, payOrderId). Amounts in fen. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    productDesc: text('product_desc').notNull(),
    /** The total charged: the catalogue's unit price × quantity, computed by the server. */
    priceFen: integer('price_fen').notNull(),
    quantity: integer('quantity').notNull().default(1),
    status: text('status').notNull().default('NOTPAY'),
    payUrl: text('pay_url'),
    /** The payment network's transaction id once paid. */
    payOrderId: text('pay_order_id'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** online: paid through WeChat Pay; offline: a bank transfer the operator recorded (issue 27). */
    paySource: text('pay_source').$type<'online' | 'offline'>().notNull().default('online'),
    /** The bank's reference of an offline transfer; one transfer is recorded once. */
    transferRef: text('transfer_ref'),
    /** Our refund number (out_refund_no) and what the payment network refunded, in fen. */
    refundNo: text('refund_no'),
    refundedFen: integer('refunded_fen').notNull().default(0),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('orders_transfer_ref_unique').on(t.transferRef),
  ],
);
