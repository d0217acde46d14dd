import { organizationCalls as calls } from '@portal/contracts/calls/organization/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall } from '../../trpc/call-procedures';
import { dataAnalysisHandler } from './dataAnalysis.handler';
import { docDataAnalysisHandler } from './docDataAnalysis.handler';
import { exampleCopyHandler, exampleCreateHandler, exampleDeleteHandler, exampleDetailHandler, exampleEditHandler, exampleViewHandler } from './examples.handler';
import {
  orgQuotasViewHandler,
  organizationCreateHandler,
  organizationDeleteHandler,
  organizationEditHandler,
  organizationViewDetailHandler,
  organizationViewHandler,
  personalsViewHandler,
  voicesViewHandler,
} from './organizations.handler';

export const organizationRouter = router({
  exampleDetail: authedCall(calls.exampleDetail).query(exampleDetailHandler),
  organizationView: managerCall(calls.organizationView).query(organizationViewHandler),
  organizationCreate: managerCall(calls.organizationCreate).mutation(organizationCreateHandler),
  organizationEdit: managerCall(calls.organizationEdit).mutation(organizationEditHandler),
  organizationDelete: managerCall(calls.organizationDelete).mutation(organizationDeleteHandler),
  organizationViewDetail: managerCall(calls.organizationViewDetail).query(organizationViewDetailHandler),
  quotasView: managerCall(calls.quotasView).query(orgQuotasViewHandler),
  getOrgLimit: managerCall(calls.getOrgLimit).query(orgQuotasViewHandler),
  getById: managerCall(calls.getById).query(organizationViewDetailHandler),
  personalsView: managerCall(calls.personalsView).query(personalsViewHandler),
  organizationVoicesView: managerCall(calls.organizationVoicesView).query(voicesViewHandler),
  usersVoicesView: managerCall(calls.usersVoicesView).query(voicesViewHandler),
  exampleView: authedCall(calls.exampleView).query(exampleViewHandler),
  exampleEdit: managerCall(calls.exampleEdit).mutation(exampleEditHandler),
  exampleCopy: managerCall(calls.exampleCopy).mutation(exampleCopyHandler),
  exampleCreate: managerCall(calls.exampleCreate).mutation(exampleCreateHandler),
  exampleDelete: managerCall(calls.exampleDelete).mutation(exampleDeleteHandler),
  dataAnalysis: managerCall(calls.dataAnalysis).query(dataAnalysisHandler),
  docDataAnalysis: managerCall(calls.docDataAnalysis).query(docDataAnalysisHandler),
});
