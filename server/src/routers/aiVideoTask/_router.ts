import { aiVideoTaskCalls as calls } from '@portal/contracts/calls/aiVideoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import {
  aiVideoBatchDelHandler,
  aiVideoDetailHandler,
  aiVideoQueryPageHandler,
  aiVideoRetryHandler,
  aiVideoSubmitHandler,
  quickVideoHandler,
} from './ai-video.handler';

export const aiVideoTaskRouter = router({
  queryPage: authedCall(calls.queryPage).query(aiVideoQueryPageHandler),
  batchDel: authedCall(calls.batchDel).mutation(aiVideoBatchDelHandler),
  aiVideoTaskDetail: authedCall(calls.aiVideoTaskDetail).query(aiVideoDetailHandler),
  aiVideoTaskSubmit: authedCall(calls.aiVideoTaskSubmit).mutation(aiVideoSubmitHandler),
  retry: authedCall(calls.retry).mutation(aiVideoRetryHandler),
  cacheSimpleTask: authedCall(calls.cacheSimpleTask).mutation(notImplemented(calls.cacheSimpleTask)),
  getCachedSimpleTask: authedCall(calls.getCachedSimpleTask).query(notImplemented(calls.getCachedSimpleTask)),
  quickVideoTaskCreate: authedCall(calls.quickVideoTaskCreate).mutation(quickVideoHandler),
});
