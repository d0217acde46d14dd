import { orgUserCalls as calls } from '@portal/contracts/calls/orgUser/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { personalsViewHandler } from './personalsView.handler';
import { quotasEditHandler } from './quotasEdit.handler';
import { quotasViewHandler } from './quotasView.handler';
import { usersCreateHandler } from './usersCreate.handler';
import { usersDeleteHandler } from './usersDelete.handler';
import { usersDetailViewHandler } from './usersDetailView.handler';
import { usersEditHandler } from './usersEdit.handler';
import { usersViewHandler } from './usersView.handler';

export const orgUserRouter = router({
  usersCreate: managerCall(calls.usersCreate).mutation(usersCreateHandler),
  usersEdit: managerCall(calls.usersEdit).mutation(usersEditHandler),
  usersView: managerCall(calls.usersView).query(usersViewHandler),
  personalsView: managerCall(calls.personalsView).query(personalsViewHandler),
  quotasEdit: managerCall(calls.quotasEdit).mutation(quotasEditHandler),
  usersDelete: managerCall(calls.usersDelete).mutation(usersDeleteHandler),
  quotasView: managerCall(calls.quotasView).query(quotasViewHandler),
  usersDetailView: managerCall(calls.usersDetailView).query(usersDetailViewHandler),
  getUserLimit: managerCall(calls.getUserLimit).query(quotasViewHandler),
});
