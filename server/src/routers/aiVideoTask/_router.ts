import { aiVideoTaskCalls as calls } from '@portal/contracts/calls/aiVideoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { aiVideoDetailHandler } from './aiVideoTaskDetail.handler';
import { aiVideoSubmitHandler } from './aiVideoTaskSubmit.handler';
import { aiVideoBatchDelHandler } from './batchDel.handler';
import { cacheSimpleTaskHandler } from './cacheSimpleTask.handler';
import { getCachedSimpleTaskHandler } from './getCachedSimpleTask.handler';
import { aiVideoQueryPageHandler } from './queryPage.handler';
import { quickVideoHandler } from './quickVideoTaskCreate.handler';
import { aiVideoRetryHandler } from './retry.handler';

export const aiVideoTaskRouter = router({
  queryPage: authedCall(calls.queryPage).query(aiVideoQueryPageHandler),
  batchDel: authedCall(calls.batchDel).mutation(aiVideoBatchDelHandler),
  aiVideoTaskDetail: authedCall(calls.aiVideoTaskDetail).query(aiVideoDetailHandler),
  aiVideoTaskSubmit: authedCall(calls.aiVideoTaskSubmit).mutation(aiVideoSubmitHandler),
  retry: authedCall(calls.retry).mutation(aiVideoRetryHandler),
  cacheSimpleTask: authedCall(calls.cacheSimpleTask).mutation(cacheSimpleTaskHandler),
  getCachedSimpleTask: authedCall(calls.getCachedSimpleTask).query(getCachedSimpleTaskHandler),
  quickVideoTaskCreate: authedCall(calls.quickVideoTaskCreate).mutation(quickVideoHandler),
});
