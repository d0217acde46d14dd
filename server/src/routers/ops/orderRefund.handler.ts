import { wechatPayFor } from '../../services/payment/wechatpay-settings';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { refundOrder } from '../../services/operators/orders';

/** ops/order/refund: a full refund through WeChat Pay's refund API; the grant is taken back. */
export const orderRefundHandler = async ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct };
  input: { orderId: string; reason: string };
}) => refundOrder({ db: ctx.db, wechatPay: await wechatPayFor(ctx) }, ctx.act, input);
