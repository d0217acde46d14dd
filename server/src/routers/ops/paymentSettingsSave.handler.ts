import type { Context } from '../../trpc/context';
import type { OperatorAct } from '../../services/operators/audit';
import { savePaymentSettings, type PaymentSettingsInput } from '../../services/operators/payment-settings';

/** ops/payment-settings/save: WeChat Pay set up from the console, keys sealed. */
export const paymentSettingsSaveHandler = ({
  ctx,
  input,
}: {
  ctx: Pick<Context, 'db' | 'config'> & { act: OperatorAct };
  input: PaymentSettingsInput;
}) => savePaymentSettings(ctx, ctx.act, input);
