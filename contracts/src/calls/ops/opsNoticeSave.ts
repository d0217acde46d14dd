import { defineCall } from '../define-call';
import { OpsNoticeSaveInputSchema, OpsNoticeSchema } from './ops-schemas';

export const opsNoticeSaveCall = defineCall({
  id: 'opsNoticeSave',
  specId: null,
  area: 'ops',
  procedure: 'noticeSave',
  kind: 'mutation',
  access: 'operator',
  legacy: { method: 'POST', base: '/api', paths: ['/ops/notice/save'], origin: 'ours' },
  silent: false,
  summary: 'Publishes (or schedules) a notice every company user sees once',
  input: OpsNoticeSaveInputSchema,
  output: OpsNoticeSchema,
});
