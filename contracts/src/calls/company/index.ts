import { companyActivateByCodeCall } from './companyActivateByCode';
import { whitelistCheckCall } from './whitelistCheck';
import { companyGetSubKeyNotGeneIfNoneCall } from './companyGetSubKeyNotGeneIfNone';
import { companyGeneSubKeyCall } from './companyGeneSubKey';
import { companyInitProgressCall } from './companyInitProgress';
import { acceptInvitationCall } from './acceptInvitation';

export const companyCalls = {
  activateByCode: companyActivateByCodeCall,
  whitelistCheck: whitelistCheckCall,
  getSubKeyNotGeneIfNone: companyGetSubKeyNotGeneIfNoneCall,
  geneSubKey: companyGeneSubKeyCall,
  initProgress: companyInitProgressCall,
  acceptInvitation: acceptInvitationCall,
} as const;
