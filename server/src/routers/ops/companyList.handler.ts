import type { Context } from '../../trpc/context';
import { listCompanies } from '../../services/operators/companies';

/** ops/companies: a page of companies, searchable by name and status. */
export const companyListHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'>;
  input: Parameters<typeof listCompanies>[1];
}) => listCompanies(ctx.db, input);
