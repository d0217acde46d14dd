import { aiVideoTaskCalls as calls } from '@portal/contracts/calls/aiVideoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { aiVideoTaskDetailHandler } from './aiVideoTaskDetail.handler';
import { aiVideoTaskSubmitHandler } from './aiVideoTaskSubmit.handler';
import { batchDelHandler } from './batchDel.handler';
import { cacheSimpleTaskHandler } from './cacheSimpleTask.handler';
import { getCachedSimpleTaskHandler } from './getCachedSimpleTask.handler';
import { queryPageHandler } from './queryPage.handler';
import { quickVideoTaskCreateHandler } from './quickVideoTaskCreate.handler';
import { retryHandler } from './retry.handler';

export const aiVideoTaskRouter = router({
  queryPage: authedCall(calls.queryPage).query(queryPageHandler),
  batchDel: authedCall(calls.batchDel).mutation(batchDelHandler),
  aiVideoTaskDetail: authedCall(calls.aiVideoTaskDetail).query(aiVideoTaskDetailHandler),
  aiVideoTaskSubmit: authedCall(calls.aiVideoTaskSubmit).mutation(aiVideoTaskSubmitHandler),
  retry: authedCall(calls.retry).mutation(retryHandler),
  cacheSimpleTask: authedCall(calls.cacheSimpleTask).mutation(cacheSimpleTaskHandler),
  getCachedSimpleTask: authedCall(calls.getCachedSimpleTask).query(getCachedSimpleTaskHandler),
  quickVideoTaskCreate: authedCall(calls.quickVideoTaskCreate).mutation(quickVideoTaskCreateHandler),
});
