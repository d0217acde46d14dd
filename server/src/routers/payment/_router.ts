import { paymentCalls as calls } from '@portal/contracts/calls/payment/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { createOrderHandler } from './createOrder.handler';
import { orderListHandler } from './orderList.handler';
import { productListHandler } from './productList.handler';
import { productListLoginHandler } from './productListLogin.handler';
import { purchaseOptionsHandler } from './purchaseOptions.handler';
import { queryOrderHandler } from './queryOrder.handler';

export const paymentRouter = router({
  productList: publicCall(calls.productList).query(productListHandler),
  productListLogin: authedCall(calls.productListLogin).mutation(productListLoginHandler),
  createOrder: authedCall(calls.createOrder).mutation(createOrderHandler),
  queryOrder: authedCall(calls.queryOrder).mutation(queryOrderHandler),
  orderList: authedCall(calls.orderList).query(orderListHandler),
  purchaseOptions: publicCall(calls.purchaseOptions).query(purchaseOptionsHandler),
});
