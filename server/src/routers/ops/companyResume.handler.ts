import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { resumeCompany } from '../../services/operators/companies';

/** ops/company/resume: lifts a suspension. */
export async function companyResumeHandler({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: { companyId: string };
}) {
  await resumeCompany(ctx.db, ctx.act, input.companyId);
  return { ok: true as const };
}
