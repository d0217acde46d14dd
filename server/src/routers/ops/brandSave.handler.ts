import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { saveBrand } from '../../services/operators/brands';
import { sweepAfterBrandChange } from '../../services/operators/brand-picture-sweep';

/**
 * ops/brand/save: a domain's brand, shown on its next page load. Then pictures no brand names any
 * more are removed (a day after their upload); a sweep that fails is retried by the next save.
 */
export async function brandSaveHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { act: OperatorAct };
  input: Parameters<typeof saveBrand>[2];
}) {
  const brand = await saveBrand(ctx.db, ctx.act, input);
  await sweepAfterBrandChange(ctx);
  return brand;
}
