import type { Context, SessionUser } from '../../trpc/context';
import { dataAnalysis } from '../../services/organizations/data-analysis';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Our data-analysis call (000 §2 DataAnalyse): videos, minutes, active members, quota use, top templates. */
export const dataAnalysisHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { startDate: string; endDate: string; orgId?: string | number | undefined };
}) => dataAnalysis(ctx.db, ctx.user, input);
