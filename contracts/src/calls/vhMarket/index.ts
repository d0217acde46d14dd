import { vhMarketCompanyVhListCall } from './vhMarketCompanyVhList';
import { vhMarketVhListWithoutMineCall } from './vhMarketVhListWithoutMine';
import { vhMarketGetTipCall } from './vhMarketGetTip';
import { vhMarketNewVhListCall } from './vhMarketNewVhList';
import { vhMarketDelMyVhCall } from './vhMarketDelMyVh';
import { vhMarketAddVhCall } from './vhMarketAddVh';
import { vhMarketVhQuotaCall } from './vhMarketVhQuota';

export const vhMarketCalls = {
  companyVhList: vhMarketCompanyVhListCall,
  vhListWithoutMine: vhMarketVhListWithoutMineCall,
  getTip: vhMarketGetTipCall,
  newVhList: vhMarketNewVhListCall,
  delMyVh: vhMarketDelMyVhCall,
  addVh: vhMarketAddVhCall,
  vhQuota: vhMarketVhQuotaCall,
} as const;
