import { vhMarketCalls as calls } from '@portal/contracts/calls/vhMarket/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { addVhHandler } from './addVh.handler';
import { companyVhListHandler } from './companyVhList.handler';
import { delMyVhHandler } from './delMyVh.handler';
import { getTipHandler } from './getTip.handler';
import { newVhListHandler } from './newVhList.handler';
import { vhListWithoutMineHandler } from './vhListWithoutMine.handler';
import { vhQuotaHandler } from './vhQuota.handler';

export const vhMarketRouter = router({
  companyVhList: authedCall(calls.companyVhList).query(companyVhListHandler),
  vhListWithoutMine: authedCall(calls.vhListWithoutMine).mutation(vhListWithoutMineHandler),
  getTip: authedCall(calls.getTip).query(getTipHandler),
  newVhList: authedCall(calls.newVhList).query(newVhListHandler),
  delMyVh: authedCall(calls.delMyVh).mutation(delMyVhHandler),
  addVh: authedCall(calls.addVh).mutation(addVhHandler),
  vhQuota: authedCall(calls.vhQuota).query(vhQuotaHandler),
});
