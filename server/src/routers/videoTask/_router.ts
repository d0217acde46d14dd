import { videoTaskCalls as calls } from '@portal/contracts/calls/videoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { deleteTaskHandler, effectListHandler, extractTitleHandler, progressInfoHandler, retryHandler, submitHandler, taskListHandler } from './tasks.handler';

export const videoTaskRouter = router({
  videoProjectSubmit: authedCall(calls.videoProjectSubmit).mutation(submitHandler),
  getTaskList: authedCall(calls.getTaskList).query(taskListHandler),
  deleteTask: authedCall(calls.deleteTask).mutation(deleteTaskHandler),
  extractTitle: authedCall(calls.extractTitle).mutation(extractTitleHandler),
  getProgressInfo: authedCall(calls.getProgressInfo).query(progressInfoHandler),
  getEffectList: authedCall(calls.getEffectList).query(effectListHandler),
  videoTaskRetry: authedCall(calls.videoTaskRetry).mutation(retryHandler),
});
