import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { saveBrand } from '../../services/operators/brands';

/** ops/brand/save: a domain's brand, shown on its next page load. */
export const brandSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof saveBrand>[2];
}) => saveBrand(ctx.db, ctx.act, input);
