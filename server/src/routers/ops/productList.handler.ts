import { purchasableProducts } from '../../services/operators/orders';

/** ops/products: what an offline order can record (the pay-wall's priced products). */
export const productListHandler = () => purchasableProducts();
