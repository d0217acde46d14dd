import { vhRmGetLicenseAndRightsCall } from './vhRmGetLicenseAndRights';
import { getLimitsAuthorityByUserIdCall } from './getLimitsAuthorityByUserId';
import { vhRmListCall } from './vhRmList';
import { talkResourceLicenseInfoCall } from './talkResourceLicenseInfo';

export const licenceCalls = {
  getLicenseAndRights: vhRmGetLicenseAndRightsCall,
  getLimitsAuthorityByUserId: getLimitsAuthorityByUserIdCall,
  rmList: vhRmListCall,
  licenseInfo: talkResourceLicenseInfoCall,
} as const;
