import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { createCompanyWithAdmin } from '../../services/operators/companies';

/** ops/company/create: a company and its first super administrator, who is sent the activation mail. */
export const companyCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'delivery' | 'request'> & { act: OperatorAct };
  input: { displayName: string; adminEmail: string; adminName: string };
}) => createCompanyWithAdmin({ db: ctx.db, delivery: ctx.delivery, origin: ctx.request.origin }, ctx.act, input);
