import { quotaInfoCall } from './quotaInfo';
import { getQuotaCall } from './getQuota';
import { quotaCheckVideoCreationQuota2Call } from './quotaCheckVideoCreationQuota2';
import { vhRmCompanyResCall } from './vhRmCompanyRes';

export const quotaCalls = {
  quotaInfo: quotaInfoCall,
  getQuota: getQuotaCall,
  checkVideoCreationQuota2: quotaCheckVideoCreationQuota2Call,
  companyRes: vhRmCompanyResCall,
} as const;
