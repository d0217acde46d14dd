import type { OpsOperatorCreateInput } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { addOperator } from '../../services/operators/operator-management';

/** ops/operator/create: a colleague with a first password, who signs in at /ops/login at once. */
export const operatorCreateHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: OpsOperatorCreateInput;
}) => addOperator(ctx.db, ctx.act, input);
