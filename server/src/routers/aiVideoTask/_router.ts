import { aiVideoTaskCalls as calls } from '@portal/contracts/calls/aiVideoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const aiVideoTaskRouter = router({
  queryPage: authedCall(calls.queryPage).query(notImplemented(calls.queryPage)),
  batchDel: authedCall(calls.batchDel).mutation(notImplemented(calls.batchDel)),
  aiVideoTaskDetail: authedCall(calls.aiVideoTaskDetail).query(notImplemented(calls.aiVideoTaskDetail)),
  aiVideoTaskSubmit: authedCall(calls.aiVideoTaskSubmit).mutation(notImplemented(calls.aiVideoTaskSubmit)),
  retry: authedCall(calls.retry).mutation(notImplemented(calls.retry)),
  cacheSimpleTask: authedCall(calls.cacheSimpleTask).mutation(notImplemented(calls.cacheSimpleTask)),
  getCachedSimpleTask: authedCall(calls.getCachedSimpleTask).query(notImplemented(calls.getCachedSimpleTask)),
  quickVideoTaskCreate: authedCall(calls.quickVideoTaskCreate).mutation(notImplemented(calls.quickVideoTaskCreate)),
});
