import { companyUserCalls as calls } from '@portal/contracts/calls/companyUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import {
  addUserHandler,
  deleteUserHandler,
  editUserHandler,
  lockUserHandler,
  sendConfirmationEmailHandler,
  unlockUserHandler,
  userListHandler,
} from './users.handler';

export const companyUserRouter = router({
  userList: managerCall(calls.userList).query(userListHandler),
  addUser: managerCall(calls.addUser).mutation(addUserHandler),
  userEdit: managerCall(calls.userEdit).mutation(editUserHandler),
  deleteUser: managerCall(calls.deleteUser).mutation(deleteUserHandler),
  lockoutUser: managerCall(calls.lockoutUser).mutation(lockUserHandler),
  unLockoutUser: managerCall(calls.unLockoutUser).mutation(unlockUserHandler),
  sendConfirmationEmail: managerCall(calls.sendConfirmationEmail).mutation(sendConfirmationEmailHandler),
});
