import type { OpsProductSaveInput } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { saveProductOffer } from '../../services/operators/product-offers';

/** ops/product/save: a product's price, original price, note or 上架/下架, or back to the code's offer. */
export const productSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: OpsProductSaveInput;
}) => saveProductOffer(ctx.db, ctx.act, input);
