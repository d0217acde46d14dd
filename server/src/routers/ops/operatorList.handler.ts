import type { Context } from '../../trpc/context';
import type { OperatorActor } from '../../services/operators/operator-accounts';
import { listOperators } from '../../services/operators/operator-management';

/** ops/operators: every operator, the caller's row marked (the console offers no 停用 on it). */
export const operatorListHandler = ({ ctx }: { ctx: Pick<Context, 'db'> & { operator: OperatorActor } }) =>
  listOperators(ctx.db, ctx.operator.id);
