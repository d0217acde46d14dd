import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { recordOfflineOrder } from '../../services/operators/orders';

/** ops/order/offline: a received bank transfer becomes a paid order (source offline). */
export const orderRecordOfflineHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof recordOfflineOrder>[2];
}) => recordOfflineOrder(ctx.db, ctx.act, input);
