import { defineCall } from '../define-call';
import { OpsStatsInputSchema, OpsStatsOutputSchema } from './ops-schemas';

export const opsStatsCall = defineCall({
  id: 'opsStats',
  specId: null,
  area: 'ops',
  procedure: 'stats',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/stats'], origin: 'ours' },
  silent: false,
  summary: 'Companies, active users, videos, minutes and revenue per day',
  input: OpsStatsInputSchema,
  output: OpsStatsOutputSchema,
});
