import type { Context } from '../../trpc/context';
import { listBrands } from '../../services/operators/brands';

/** ops/brands: every OEM brand by domain. */
export const brandListHandler = ({ ctx }: { ctx: Pick<Context, 'db'> }) => listBrands(ctx.db);
