import { organizationExampleDetailCall } from './organizationExampleDetail';
import { organizationViewCall } from './organizationView';
import { organizationCreateCall } from './organizationCreate';
import { organizationEditCall } from './organizationEdit';
import { organizationDeleteCall } from './organizationDelete';
import { organizationViewDetailCall } from './organizationViewDetail';
import { organizationQuotasViewCall } from './organizationQuotasView';
import { orgResourceGetOrgLimitCall } from './orgResourceGetOrgLimit';
import { orgResourceGetByIdCall } from './orgResourceGetById';
import { organizationPersonalsViewCall } from './organizationPersonalsView';
import { organizationVoicesViewCall } from './organizationVoicesView';
import { organizationUsersVoicesViewCall } from './organizationUsersVoicesView';
import { organizationExampleViewCall } from './organizationExampleView';
import { organizationExampleEditCall } from './organizationExampleEdit';
import { organizationExampleCopyCall } from './organizationExampleCopy';
import { organizationExampleCreateCall } from './organizationExampleCreate';
import { organizationExampleDeleteCall } from './organizationExampleDelete';
import { organizationDataAnalysisCall } from './organizationDataAnalysis';
import { organizationDocDataAnalysisCall } from './organizationDocDataAnalysis';

export const organizationCalls = {
  exampleDetail: organizationExampleDetailCall,
  organizationView: organizationViewCall,
  organizationCreate: organizationCreateCall,
  organizationEdit: organizationEditCall,
  organizationDelete: organizationDeleteCall,
  organizationViewDetail: organizationViewDetailCall,
  quotasView: organizationQuotasViewCall,
  getOrgLimit: orgResourceGetOrgLimitCall,
  getById: orgResourceGetByIdCall,
  personalsView: organizationPersonalsViewCall,
  organizationVoicesView: organizationVoicesViewCall,
  usersVoicesView: organizationUsersVoicesViewCall,
  exampleView: organizationExampleViewCall,
  exampleEdit: organizationExampleEditCall,
  exampleCopy: organizationExampleCopyCall,
  exampleCreate: organizationExampleCreateCall,
  exampleDelete: organizationExampleDeleteCall,
  dataAnalysis: organizationDataAnalysisCall,
  docDataAnalysis: organizationDocDataAnalysisCall,
} as const;
