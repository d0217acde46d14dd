import { paymentProductProductListCall } from './paymentProductProductList';
import { paymentProductProductListLoginCall } from './paymentProductProductListLogin';
import { paymentCreateOrderCall } from './paymentCreateOrder';
import { paymentQueryOrderCall } from './paymentQueryOrder';
import { paymentOrderListCall } from './paymentOrderList';
import { paymentPurchaseOptionsCall } from './paymentPurchaseOptions';

export const paymentCalls = {
  productList: paymentProductProductListCall,
  productListLogin: paymentProductProductListLoginCall,
  createOrder: paymentCreateOrderCall,
  queryOrder: paymentQueryOrderCall,
  orderList: paymentOrderListCall,
  purchaseOptions: paymentPurchaseOptionsCall,
} as const;
