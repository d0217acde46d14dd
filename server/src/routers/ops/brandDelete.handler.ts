import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { deleteBrand } from '../../services/operators/brands';
import { sweepAfterBrandChange } from '../../services/operators/brand-picture-sweep';

/** ops/brand/delete: the domain returns to the product's own look; then pictures no brand names are removed. */
export async function brandDeleteHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'storage'> & { act: OperatorAct };
  input: { domain: string };
}) {
  await deleteBrand(ctx.db, ctx.act, input.domain);
  await sweepAfterBrandChange(ctx);
  return { ok: true as const };
}
