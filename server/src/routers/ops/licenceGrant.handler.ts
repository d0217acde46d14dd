import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { grantLicences } from '../../services/operators/grants';

/** ops/licence/grant: licences extended from their current end (offline or platformGift). */
export async function licenceGrantHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof grantLicences>[2];
}) {
  await grantLicences(ctx.db, ctx.act, input);
  return { ok: true as const };
}
