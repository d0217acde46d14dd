import type { Context } from '../../trpc/context';
import { productLists } from '../../services/payment/product-lists';

/** The visitor's product lists (000 §6: no remaining quota without a login). */
export const productListHandler = ({ ctx }: { ctx: Pick<Context, 'db'> }) => productLists(ctx.db);
