import { defineCall } from '../define-call';
import { UnspecifiedInputSchema } from '../shared';
import { NoticeListSchema } from './notice';

export const noticeListCall = defineCall({
  id: 'noticeList',
  specId: 'noticeList',
  area: 'notice',
  procedure: 'noticeList',
  kind: 'mutation',
  access: 'authed',
  legacy: { method: 'POST', base: '/api', paths: ['/notice/list'], origin: 'ours' },
  silent: false,
  summary:
    'Path not shown (probably POST /notifications, which is on the silent list and which doc 001 says is polled)',
  input: UnspecifiedInputSchema,
  output: NoticeListSchema,
});
