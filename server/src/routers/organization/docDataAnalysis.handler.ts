import type { Context, SessionUser } from '../../trpc/context';
import { docDataAnalysis } from '../../services/organizations/doc-data-analysis';

type Ctx = Pick<Context, 'db'> & { user: SessionUser };

/** Our document-analysis call (000 §2 DocDataAnalyse): uploads, conversions, pages and bound projects. */
export const docDataAnalysisHandler = ({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { startDate: string; endDate: string; orgId?: string | number | undefined };
}) => docDataAnalysis(ctx.db, ctx.user, input);
