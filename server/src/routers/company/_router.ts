import { companyCalls as calls } from '@portal/contracts/calls/company/index';
import { router } from '../../trpc/init';
import { authedCall, managerCall, publicCall } from '../../trpc/call-procedures';
import { whitelistCheckHandler } from './whitelistCheck.handler';
import { acceptInvitationHandler } from './acceptInvitation.handler';
import { initProgressHandler } from './initProgress.handler';
import { geneSubKeyHandler } from './geneSubKey.handler';
import { getSubKeyNotGeneIfNoneHandler } from './getSubKeyNotGeneIfNone.handler';

export const companyRouter = router({
  activateByCode: authedCall(calls.activateByCode).mutation(acceptInvitationHandler),
  acceptInvitation: authedCall(calls.acceptInvitation).mutation(acceptInvitationHandler),
  whitelistCheck: publicCall(calls.whitelistCheck).query(whitelistCheckHandler),
  getSubKeyNotGeneIfNone: managerCall(calls.getSubKeyNotGeneIfNone).query(getSubKeyNotGeneIfNoneHandler),
  geneSubKey: managerCall(calls.geneSubKey).mutation(geneSubKeyHandler),
  initProgress: authedCall(calls.initProgress).query(initProgressHandler),
});
