import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsPaymentSettingsSchema } from './ops-schemas';

export const opsPaymentSettingsGetCall = defineCall({
  id: 'opsPaymentSettingsGet',
  specId: null,
  area: 'ops',
  procedure: 'paymentSettingsGet',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/payment-settings'], origin: 'ours' },
  silent: false,
  summary: 'The WeChat Pay merchant: where it is set up and its public parts (keys never shown)',
  input: z.object({}),
  output: OpsPaymentSettingsSchema,
});
