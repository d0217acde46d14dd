import { organizationCalls as calls } from '@portal/contracts/calls/organization/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { exampleCopyHandler, exampleCreateHandler, exampleDeleteHandler, exampleDetailHandler, exampleEditHandler, exampleViewHandler } from './examples.handler';

export const organizationRouter = router({
  exampleDetail: authedCall(calls.exampleDetail).query(exampleDetailHandler),
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
  exampleView: authedCall(calls.exampleView).query(exampleViewHandler),
  exampleEdit: managerCall(calls.exampleEdit).mutation(exampleEditHandler),
  exampleCopy: managerCall(calls.exampleCopy).mutation(exampleCopyHandler),
  exampleCreate: managerCall(calls.exampleCreate).mutation(exampleCreateHandler),
  exampleDelete: managerCall(calls.exampleDelete).mutation(exampleDeleteHandler),
});
