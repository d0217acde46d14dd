import { noticeCalls as calls } from '@portal/contracts/calls/notice/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notificationsHandler } from './notifications.handler';

export const noticeRouter = router({
  notifications: authedCall(calls.notifications).mutation(notificationsHandler),
  noticeList: authedCall(calls.noticeList).mutation(notificationsHandler),
});
