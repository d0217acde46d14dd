import { organizationCalls as calls } from '@portal/contracts/calls/organization/index';
import { router } from '../../trpc/init';
import { managerCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const organizationRouter = router({
  exampleDetail: managerCall(calls.exampleDetail).query(notImplemented(calls.exampleDetail)),
  organizationView: managerCall(calls.organizationView).query(notImplemented(calls.organizationView)),
  organizationCreate: managerCall(calls.organizationCreate).mutation(notImplemented(calls.organizationCreate)),
  organizationEdit: managerCall(calls.organizationEdit).mutation(notImplemented(calls.organizationEdit)),
  organizationDelete: managerCall(calls.organizationDelete).mutation(notImplemented(calls.organizationDelete)),
  organizationViewDetail: managerCall(calls.organizationViewDetail).query(notImplemented(calls.organizationViewDetail)),
  quotasView: managerCall(calls.quotasView).query(notImplemented(calls.quotasView)),
  getOrgLimit: managerCall(calls.getOrgLimit).query(notImplemented(calls.getOrgLimit)),
  getById: managerCall(calls.getById).query(notImplemented(calls.getById)),
  personalsView: managerCall(calls.personalsView).query(notImplemented(calls.personalsView)),
  organizationVoicesView: managerCall(calls.organizationVoicesView).query(notImplemented(calls.organizationVoicesView)),
  usersVoicesView: managerCall(calls.usersVoicesView).query(notImplemented(calls.usersVoicesView)),
  exampleView: managerCall(calls.exampleView).query(notImplemented(calls.exampleView)),
  exampleEdit: managerCall(calls.exampleEdit).mutation(notImplemented(calls.exampleEdit)),
  exampleCopy: managerCall(calls.exampleCopy).mutation(notImplemented(calls.exampleCopy)),
  exampleCreate: managerCall(calls.exampleCreate).mutation(notImplemented(calls.exampleCreate)),
  exampleDelete: managerCall(calls.exampleDelete).mutation(notImplemented(calls.exampleDelete)),
});
