import { defineCall } from '../define-call';
import { OpsCompanySuspendInputSchema, OpsOkSchema } from './ops-schemas';

export const opsCompanySuspendCall = defineCall({
  id: 'opsCompanySuspend',
  specId: null,
  area: 'ops',
  procedure: 'companySuspend',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/company/suspend'], origin: 'ours' },
  silent: false,
  summary: 'Suspends a company: its sessions end and its users cannot sign in',
  input: OpsCompanySuspendInputSchema,
  output: OpsOkSchema,
});
