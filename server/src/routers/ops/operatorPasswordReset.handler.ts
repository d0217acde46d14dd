import type { OpsOperatorPasswordResetInput } from '@portal/contracts';
import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { resetOperatorPassword } from '../../services/operators/operator-management';

/** ops/operator/password/reset: another operator's new password; their sessions end. */
export const operatorPasswordResetHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db'> & { act: OperatorAct };
  input: OpsOperatorPasswordResetInput;
}) => resetOperatorPassword(ctx.db, ctx.act, input);
