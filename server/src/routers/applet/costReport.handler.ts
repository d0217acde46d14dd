import type { Context } from '../../trpc/context';
import { type CostReportInput, storeCostReport } from '../../services/applet/cost-reports';

type Ctx = Pick<Context, 'db' | 'config'>;

export async function costReportHandler({ ctx, input }: { ctx: Ctx; input: CostReportInput }) {
  return storeCostReport({ db: ctx.db, secret: ctx.config.secret }, input);
}
