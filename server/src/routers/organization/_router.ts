import { organizationCalls as calls } from '@portal/contracts/calls/organization/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall } from '../../trpc/call-procedures';
import { dataAnalysisHandler } from './dataAnalysis.handler';
import { docDataAnalysisHandler } from './docDataAnalysis.handler';
import { exampleCopyHandler } from './exampleCopy.handler';
import { exampleCreateHandler } from './exampleCreate.handler';
import { exampleDeleteHandler } from './exampleDelete.handler';
import { exampleDetailHandler } from './exampleDetail.handler';
import { exampleEditHandler } from './exampleEdit.handler';
import { exampleViewHandler } from './exampleView.handler';
import { organizationCreateHandler } from './organizationCreate.handler';
import { organizationDeleteHandler } from './organizationDelete.handler';
import { organizationEditHandler } from './organizationEdit.handler';
import { organizationViewHandler } from './organizationView.handler';
import { organizationViewDetailHandler } from './organizationViewDetail.handler';
import { organizationVoicesViewHandler } from './organizationVoicesView.handler';
import { personalsViewHandler } from './personalsView.handler';
import { quotasViewHandler } from './quotasView.handler';

export const organizationRouter = router({
  exampleDetail: authedCall(calls.exampleDetail).query(exampleDetailHandler),
  organizationView: managerCall(calls.organizationView).query(organizationViewHandler),
  organizationCreate: managerCall(calls.organizationCreate).mutation(organizationCreateHandler),
  organizationEdit: managerCall(calls.organizationEdit).mutation(organizationEditHandler),
  organizationDelete: managerCall(calls.organizationDelete).mutation(organizationDeleteHandler),
  organizationViewDetail: managerCall(calls.organizationViewDetail).query(organizationViewDetailHandler),
  quotasView: managerCall(calls.quotasView).query(quotasViewHandler),
  getOrgLimit: managerCall(calls.getOrgLimit).query(quotasViewHandler),
  getById: managerCall(calls.getById).query(organizationViewDetailHandler),
  personalsView: managerCall(calls.personalsView).query(personalsViewHandler),
  organizationVoicesView: managerCall(calls.organizationVoicesView).query(organizationVoicesViewHandler),
  usersVoicesView: managerCall(calls.usersVoicesView).query(organizationVoicesViewHandler),
  exampleView: authedCall(calls.exampleView).query(exampleViewHandler),
  exampleEdit: managerCall(calls.exampleEdit).mutation(exampleEditHandler),
  exampleCopy: managerCall(calls.exampleCopy).mutation(exampleCopyHandler),
  exampleCreate: managerCall(calls.exampleCreate).mutation(exampleCreateHandler),
  exampleDelete: managerCall(calls.exampleDelete).mutation(exampleDeleteHandler),
  dataAnalysis: managerCall(calls.dataAnalysis).query(dataAnalysisHandler),
  docDataAnalysis: managerCall(calls.docDataAnalysis).query(docDataAnalysisHandler),
});
