import { defineCall } from '../define-call';
import { OpsNoticeIdInputSchema, OpsOkSchema } from './ops-schemas';

export const opsNoticeRetractCall = defineCall({
  id: 'opsNoticeRetract',
  specId: null,
  area: 'ops',
  procedure: 'noticeRetract',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/notice/retract'], origin: 'ours' },
  silent: false,
  summary: 'Retracts a notice: users who have not seen it never will',
  input: OpsNoticeIdInputSchema,
  output: OpsOkSchema,
});
