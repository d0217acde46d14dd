import { paymentCalls as calls } from '@portal/contracts/calls/payment/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const paymentRouter = router({
  productList: publicCall(calls.productList).query(notImplemented(calls.productList)),
  productListLogin: authedCall(calls.productListLogin).mutation(notImplemented(calls.productListLogin)),
  createOrder: authedCall(calls.createOrder).mutation(notImplemented(calls.createOrder)),
  queryOrder: authedCall(calls.queryOrder).query(notImplemented(calls.queryOrder)),
});
