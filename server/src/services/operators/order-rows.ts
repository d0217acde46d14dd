import { ORDER_STATUSES, type OrderStatus } from '@portal/contracts';
import { companies, orders } from '../../db/schema/index';

/** The columns of an order row in the console (an order joined with its company's name). */
export const orderRowSelection = {
  id: orders.id,
  companyId: orders.companyId,
  companyName: companies.displayName,
  productId: orders.productId,
  productDesc: orders.productDesc,
  quantity: orders.quantity,
  priceFen: orders.priceFen,
  status: orders.status,
  paySource: orders.paySource,
  transferRef: orders.transferRef,
  payOrderId: orders.payOrderId,
  refundedFen: orders.refundedFen,
  refundedAt: orders.refundedAt,
  createdAt: orders.createdAt,
};

interface Selected {
  status: string;
}

/** Narrows the stored status text to the network's states (an unknown one reads as an error). */
export const orderRow = <R extends Selected>(r: R) => ({
  ...r,
  status: (ORDER_STATES.has(r.status) ? r.status : 'PAYERROR') as OrderStatus,
});

const ORDER_STATES = new Set<string>(ORDER_STATUSES);
