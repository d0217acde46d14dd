import { defineCall } from '../define-call';
import { OpsPaymentSettingsSaveInputSchema, OpsPaymentSettingsSchema } from './ops-schemas';

export const opsPaymentSettingsSaveCall = defineCall({
  id: 'opsPaymentSettingsSave',
  specId: null,
  area: 'ops',
  procedure: 'paymentSettingsSave',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/payment-settings/save'], origin: 'ours' },
  silent: false,
  summary: 'Sets up WeChat Pay from the console: keys checked and stored sealed',
  input: OpsPaymentSettingsSaveInputSchema,
  output: OpsPaymentSettingsSchema,
});
