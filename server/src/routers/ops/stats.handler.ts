import type { Context } from '../../trpc/context';
import { platformStats } from '../../services/operators/stats';

/** ops/stats: the console's figures per day. */
export const statsHandler = ({ ctx, input }: { ctx: Pick<Context, 'db'>; input: { days: number } }) =>
  platformStats(ctx.db, input.days);
