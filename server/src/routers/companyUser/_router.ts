import { companyUserCalls as calls } from '@portal/contracts/calls/companyUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { outsideOrganisations } from '../../trpc/middlewares/outside-organisations';
import { addUserHandler } from './addUser.handler';
import { deleteUserHandler } from './deleteUser.handler';
import { lockoutUserHandler } from './lockoutUser.handler';
import { sendConfirmationEmailHandler } from './sendConfirmationEmail.handler';
import { unLockoutUserHandler } from './unLockoutUser.handler';
import { userEditHandler } from './userEdit.handler';
import { userListHandler } from './userList.handler';

export const companyUserRouter = router({
  userList: managerCall(calls.userList).use(outsideOrganisations).query(userListHandler),
  addUser: managerCall(calls.addUser).use(outsideOrganisations).mutation(addUserHandler),
  userEdit: managerCall(calls.userEdit).use(outsideOrganisations).mutation(userEditHandler),
  deleteUser: managerCall(calls.deleteUser).use(outsideOrganisations).mutation(deleteUserHandler),
  lockoutUser: managerCall(calls.lockoutUser).use(outsideOrganisations).mutation(lockoutUserHandler),
  unLockoutUser: managerCall(calls.unLockoutUser).use(outsideOrganisations).mutation(unLockoutUserHandler),
  sendConfirmationEmail: managerCall(calls.sendConfirmationEmail)
    .use(outsideOrganisations)
    .mutation(sendConfirmationEmailHandler),
});
