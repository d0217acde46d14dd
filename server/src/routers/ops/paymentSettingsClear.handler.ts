import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { clearPaymentSettings } from '../../services/operators/payment-settings';

/** ops/payment-settings/clear: the environment's merchant (or none) applies again. */
export const paymentSettingsClearHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct } }) =>
  clearPaymentSettings(ctx, ctx.act);
