import { organizationUsersCreateCall } from './organizationUsersCreate';
import { organizationUsersEditCall } from './organizationUsersEdit';
import { organizationUsersViewCall } from './organizationUsersView';
import { organizationUsersPersonalsViewCall } from './organizationUsersPersonalsView';
import { organizationUsersQuotasEditCall } from './organizationUsersQuotasEdit';
import { organizationUsersDeleteCall } from './organizationUsersDelete';
import { organizationUsersQuotasViewCall } from './organizationUsersQuotasView';
import { organizationUsersDetailViewCall } from './organizationUsersDetailView';
import { orgResourceGetUserLimitCall } from './orgResourceGetUserLimit';

export const orgUserCalls = {
  usersCreate: organizationUsersCreateCall,
  usersEdit: organizationUsersEditCall,
  usersView: organizationUsersViewCall,
  personalsView: organizationUsersPersonalsViewCall,
  quotasEdit: organizationUsersQuotasEditCall,
  usersDelete: organizationUsersDeleteCall,
  quotasView: organizationUsersQuotasViewCall,
  usersDetailView: organizationUsersDetailViewCall,
  getUserLimit: orgResourceGetUserLimitCall,
} as const;
