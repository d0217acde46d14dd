import { orgUserCalls as calls } from '@portal/contracts/calls/orgUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { personalsViewHandler } from '../organization/organizations.handler';
import {
  userQuotasEditHandler,
  userQuotasViewHandler,
  usersCreateHandler,
  usersDeleteHandler,
  usersDetailViewHandler,
  usersEditHandler,
  usersViewHandler,
} from './users.handler';

export const orgUserRouter = router({
  usersCreate: managerCall(calls.usersCreate).mutation(usersCreateHandler),
  usersEdit: managerCall(calls.usersEdit).mutation(usersEditHandler),
  usersView: managerCall(calls.usersView).query(usersViewHandler),
  personalsView: managerCall(calls.personalsView).query(personalsViewHandler),
  quotasEdit: managerCall(calls.quotasEdit).mutation(userQuotasEditHandler),
  usersDelete: managerCall(calls.usersDelete).mutation(usersDeleteHandler),
  quotasView: managerCall(calls.quotasView).query(userQuotasViewHandler),
  usersDetailView: managerCall(calls.usersDetailView).query(usersDetailViewHandler),
  getUserLimit: managerCall(calls.getUserLimit).query(userQuotasViewHandler),
});
