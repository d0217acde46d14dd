import type { Context } from '../../trpc/context';
import { paymentSettingsView } from '../../services/operators/payment-settings';

/** ops/payment-settings: where the WeChat Pay merchant is set up; its keys are never shown. */
export const paymentSettingsGetHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'config'> }) => paymentSettingsView(ctx);
