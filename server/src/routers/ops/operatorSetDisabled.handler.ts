import type { OpsOperatorSetDisabledInput } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { setOperatorDisabled } from '../../services/operators/operator-management';

/** ops/operator/disable: 停用 (signed out at once) or 启用 an operator; never oneself, never the last active one. */
export const operatorSetDisabledHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: OpsOperatorSetDisabledInput;
}) => setOperatorDisabled(ctx.db, ctx.act, input);
