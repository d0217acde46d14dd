import { defineCall } from '../define-call';
import { SnCodeListInputSchema, SnCodeListOutputSchema } from './device-schemas';

export const deviceCteSnCodeListCall = defineCall({
  id: 'deviceCteSnCodeList',
  specId: 'deviceCteSnCodeList',
  area: 'device',
  procedure: 'snCodeList',
  kind: 'query',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/device/cte/sn-code-list'], origin: 'spec' },
  silent: false,
  summary: "The company's all-in-one machines (serial numbers), with their token state.",
  input: SnCodeListInputSchema,
  output: SnCodeListOutputSchema,
});
