import { orgUserCalls as calls } from '@portal/contracts/calls/orgUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const orgUserRouter = router({
  usersCreate: managerCall(calls.usersCreate).mutation(notImplemented(calls.usersCreate)),
  usersEdit: managerCall(calls.usersEdit).mutation(notImplemented(calls.usersEdit)),
  usersView: managerCall(calls.usersView).query(notImplemented(calls.usersView)),
  personalsView: managerCall(calls.personalsView).query(notImplemented(calls.personalsView)),
  quotasEdit: managerCall(calls.quotasEdit).mutation(notImplemented(calls.quotasEdit)),
  usersDelete: managerCall(calls.usersDelete).mutation(notImplemented(calls.usersDelete)),
  quotasView: managerCall(calls.quotasView).query(notImplemented(calls.quotasView)),
  usersDetailView: managerCall(calls.usersDetailView).query(notImplemented(calls.usersDetailView)),
  getUserLimit: managerCall(calls.getUserLimit).query(notImplemented(calls.getUserLimit)),
});
