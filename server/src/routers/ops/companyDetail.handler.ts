import type { Context } from '../../trpc/context';
import { companyDetail } from '../../services/operators/companies';

/** ops/company: one company's users, licences, quotas, orders and usage. */
export const companyDetailHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { companyId: string } }) =>
  companyDetail(ctx.db, input.companyId);
