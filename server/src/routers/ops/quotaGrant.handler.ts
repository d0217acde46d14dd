import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { grantPackage } from '../../services/operators/grants';

/** ops/quota/grant: a resource package added to the quota. */
export async function quotaGrantHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof grantPackage>[2];
}) {
  await grantPackage(ctx.db, ctx.act, input);
  return { ok: true as const };
}
