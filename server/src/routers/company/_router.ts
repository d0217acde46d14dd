import { companyCalls as calls } from '@portal/contracts/calls/company/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall, publicCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { acceptInvitationHandler } from './acceptInvitation.handler';
import { initProgressHandler } from './initProgress.handler';
import { geneSubKeyHandler } from './geneSubKey.handler';
import { getSubKeyNotGeneIfNoneHandler } from './getSubKeyNotGeneIfNone.handler';

export const companyRouter = router({
  activateByCode: authedCall(calls.activateByCode).mutation(acceptInvitationHandler),
  acceptInvitation: authedCall(calls.acceptInvitation).mutation(acceptInvitationHandler),
  // What the whitelist holds is not described (000 §7); not built until it is known.
  whitelistCheck: publicCall(calls.whitelistCheck).query(notImplemented(calls.whitelistCheck)),
  getSubKeyNotGeneIfNone: managerCall(calls.getSubKeyNotGeneIfNone).query(getSubKeyNotGeneIfNoneHandler),
  geneSubKey: managerCall(calls.geneSubKey).mutation(geneSubKeyHandler),
  initProgress: authedCall(calls.initProgress).query(initProgressHandler),
});
