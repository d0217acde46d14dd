import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { revokeLicence } from '../../services/operators/grants';

/** ops/licence/revoke: a line's live licences end now. */
export async function licenceRevokeHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: Parameters<typeof revokeLicence>[2];
}) {
  await revokeLicence(ctx.db, ctx.act, input);
  return { ok: true as const };
}
