import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { deleteCompany } from '../../services/operators/companies';

/** ops/company/delete: sessions end now; data and files are purged after COMPANY_DELETE_GRACE_DAYS. */
export const companyDeleteHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct };
  input: { companyId: string; confirmName: string };
}) => deleteCompany(ctx.db, ctx.act, input, ctx.config.companyDeleteGraceDays);
