import type { Context, SessionUser } from '../../trpc/context';
import { remainingQuotas } from '../../services/payment/orders';
import { productLists } from '../../services/payment/product-lists';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** The logged-in product lists: fuel packs show the company's remaining quota. */
export async function productListLoginHandler({ ctx }: { ctx: Ctx }) {
  const remaining = await remainingQuotas(ctx.db, ctx.user.companyId);
  return productLists(ctx.db, (p) => (p.resourceCode ? remaining(p.resourceCode) : null));
}
