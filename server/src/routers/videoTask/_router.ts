import { videoTaskCalls as calls } from '@portal/contracts/calls/videoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const videoTaskRouter = router({
  videoProjectSubmit: authedCall(calls.videoProjectSubmit).mutation(notImplemented(calls.videoProjectSubmit)),
  getTaskList: authedCall(calls.getTaskList).query(notImplemented(calls.getTaskList)),
  deleteTask: authedCall(calls.deleteTask).mutation(notImplemented(calls.deleteTask)),
  extractTitle: authedCall(calls.extractTitle).mutation(notImplemented(calls.extractTitle)),
  getProgressInfo: authedCall(calls.getProgressInfo).query(notImplemented(calls.getProgressInfo)),
  getEffectList: authedCall(calls.getEffectList).query(notImplemented(calls.getEffectList)),
  videoTaskRetry: authedCall(calls.videoTaskRetry).mutation(notImplemented(calls.videoTaskRetry)),
});
