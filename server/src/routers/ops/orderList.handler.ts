import type { Context } from '../../trpc/context';
import { listAllOrders } from '../../services/operators/orders';

/** ops/orders: every company's orders, newest first. */
export const orderListHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: Parameters<typeof listAllOrders>[1];
}) => listAllOrders(ctx.db, input);
