import { aiVideoTaskCalls as calls } from '@portal/contracts/calls/aiVideoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import {
  aiVideoBatchDelHandler,
  aiVideoDetailHandler,
  aiVideoQueryPageHandler,
  aiVideoRetryHandler,
  aiVideoSubmitHandler,
  quickVideoHandler,
} from './ai-video.handler';
import { cacheSimpleTaskHandler, getCachedSimpleTaskHandler } from './simple-task.handler';

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
