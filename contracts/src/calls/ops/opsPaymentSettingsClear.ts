import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsPaymentSettingsSchema } from './ops-schemas';

export const opsPaymentSettingsClearCall = defineCall({
  id: 'opsPaymentSettingsClear',
  specId: null,
  area: 'ops',
  procedure: 'paymentSettingsClear',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/payment-settings/clear'], origin: 'ours' },
  silent: false,
  summary: 'Removes the console settings: the environment (or no online payment) applies again',
  input: z.object({}),
  output: OpsPaymentSettingsSchema,
});
