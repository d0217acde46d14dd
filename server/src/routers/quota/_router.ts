import { quotaCalls as calls } from '@portal/contracts/calls/quota/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { checkVideoCreationQuota2Handler } from './checkVideoCreationQuota2.handler';
import { quotaInfoHandler } from './quotaInfo.handler';

export const quotaRouter = router({
  quotaInfo: authedCall(calls.quotaInfo).query(quotaInfoHandler),
  getQuota: authedCall(calls.getQuota).query(quotaInfoHandler),
  checkVideoCreationQuota2: authedCall(calls.checkVideoCreationQuota2).mutation(checkVideoCreationQuota2Handler),
  companyRes: authedCall(calls.companyRes).query(quotaInfoHandler),
});
