import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { deleteBrand } from '../../services/operators/brands';

/** ops/brand/delete: the domain returns to the product's own look. */
export async function brandDeleteHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: { domain: string };
}) {
  await deleteBrand(ctx.db, ctx.act, input.domain);
  return { ok: true as const };
}
