import { companyCalls as calls } from '@portal/contracts/calls/company/index';
import { router } from '../../trpc/init';
import { authedCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const companyRouter = router({
  activateByCode: authedCall(calls.activateByCode).mutation(notImplemented(calls.activateByCode)),
  whitelistCheck: publicCall(calls.whitelistCheck).query(notImplemented(calls.whitelistCheck)),
  getSubKeyNotGeneIfNone: authedCall(calls.getSubKeyNotGeneIfNone).mutation(notImplemented(calls.getSubKeyNotGeneIfNone)),
  geneSubKey: authedCall(calls.geneSubKey).mutation(notImplemented(calls.geneSubKey)),
  initProgress: authedCall(calls.initProgress).query(notImplemented(calls.initProgress)),
  acceptInvitation: authedCall(calls.acceptInvitation).mutation(notImplemented(calls.acceptInvitation)),
});
