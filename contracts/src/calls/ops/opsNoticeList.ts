import { z } from 'zod';
import { defineCall } from '../define-call';
import { OpsNoticeSchema } from './ops-schemas';

export const opsNoticeListCall = defineCall({
  id: 'opsNoticeList',
  specId: null,
  area: 'ops',
  procedure: 'noticeList',
  kind: 'query',
  access: 'operator',
  legacy: { method: 'GET', base: '/api', paths: ['/ops/notices'], origin: 'ours' },
  silent: false,
  summary: 'Platform notices, newest first',
  input: z.object({}),
  output: z.array(OpsNoticeSchema),
});
