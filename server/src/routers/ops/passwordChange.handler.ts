import type { OpsPasswordChangeInput } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { changeOperatorPassword } from '../../services/operators/operator-management';
import { OPS_SESSION_COOKIE } from '../../services/operators/operator-sessions';

/** ops/password/change: the caller's own password; this session stays, their others end. */
export const passwordChangeHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'request'> & { act: OperatorAct };
  input: OpsPasswordChangeInput;
}) => changeOperatorPassword(ctx.db, ctx.act, input, ctx.request.cookies[OPS_SESSION_COOKIE]);
