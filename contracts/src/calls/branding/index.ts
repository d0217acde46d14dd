import { companyOemGetInfoCall } from './companyOemGetInfo';
import { getConfigTextCall } from './getConfigText';
import { brandingConfigByDomainCall } from './brandingConfigByDomain';

export const brandingCalls = {
  getInfo: companyOemGetInfoCall,
  getConfigText: getConfigTextCall,
  brandingConfigByDomain: brandingConfigByDomainCall,
} as const;
