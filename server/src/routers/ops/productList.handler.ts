import type { Context } from '../../trpc/context';
import { listProductOffers } from '../../services/operators/product-offers';

/** ops/products: the pay-wall's products with their offers (商品价格; the offline dialog picks the priced ones). */
export const productListHandler = ({ ctx }: { ctx: Pick<Context, 'db'> }) => listProductOffers(ctx.db);
