import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { suspendCompany } from '../../services/operators/companies';

/** ops/company/suspend: sessions end and sign-ins are refused until resumed. */
export async function companySuspendHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: { companyId: string; reason: string };
}) {
  await suspendCompany(ctx.db, ctx.act, input.companyId, input.reason);
  return { ok: true as const };
}
