import { vhMarketCalls as calls } from '@portal/contracts/calls/vhMarket/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const vhMarketRouter = router({
  companyVhList: authedCall(calls.companyVhList).query(notImplemented(calls.companyVhList)),
  vhListWithoutMine: authedCall(calls.vhListWithoutMine).mutation(notImplemented(calls.vhListWithoutMine)),
  getTip: authedCall(calls.getTip).query(notImplemented(calls.getTip)),
  newVhList: authedCall(calls.newVhList).query(notImplemented(calls.newVhList)),
  delMyVh: authedCall(calls.delMyVh).mutation(notImplemented(calls.delMyVh)),
  addVh: authedCall(calls.addVh).mutation(notImplemented(calls.addVh)),
  vhQuota: authedCall(calls.vhQuota).query(notImplemented(calls.vhQuota)),
});
