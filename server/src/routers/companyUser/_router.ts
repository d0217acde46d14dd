import { companyUserCalls as calls } from '@portal/contracts/calls/companyUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const companyUserRouter = router({
  userList: managerCall(calls.userList).query(notImplemented(calls.userList)),
  addUser: managerCall(calls.addUser).mutation(notImplemented(calls.addUser)),
  userEdit: managerCall(calls.userEdit).mutation(notImplemented(calls.userEdit)),
  deleteUser: managerCall(calls.deleteUser).mutation(notImplemented(calls.deleteUser)),
  lockoutUser: managerCall(calls.lockoutUser).mutation(notImplemented(calls.lockoutUser)),
  unLockoutUser: managerCall(calls.unLockoutUser).mutation(notImplemented(calls.unLockoutUser)),
  sendConfirmationEmail: managerCall(calls.sendConfirmationEmail).query(notImplemented(calls.sendConfirmationEmail)),
});
