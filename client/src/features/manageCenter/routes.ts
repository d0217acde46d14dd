/** The management center's pages, one lazy chunk. */
export { QuotaPan } from './QuotaPan';
export { AiStaff } from './AiStaff';
export { OrderCenter } from './OrderCenter';
export { CardLeads } from './CardLeads';
export { DataAnalyse } from './DataAnalyse';
export { DocDataAnalyse } from './DocDataAnalyse';
export { OrganizationManage } from './organization/OrganizationManage';
export { UserManage } from './userManage/UserManage';
export { MemberPage, MemberDetailsPage } from '../payment/MemberPage';
export { OpenApiKeys } from './OpenApiKeys';
export { DeviceManage } from '../devices/DeviceManage';
