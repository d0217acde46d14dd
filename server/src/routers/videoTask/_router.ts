import { videoTaskCalls as calls } from '@portal/contracts/calls/videoTask/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { deleteTaskHandler } from './deleteTask.handler';
import { extractTitleHandler } from './extractTitle.handler';
import { getEffectListHandler } from './getEffectList.handler';
import { getProgressInfoHandler } from './getProgressInfo.handler';
import { getTaskListHandler } from './getTaskList.handler';
import { videoProjectSubmitHandler } from './videoProjectSubmit.handler';
import { videoTaskRetryHandler } from './videoTaskRetry.handler';

export const videoTaskRouter = router({
  videoProjectSubmit: authedCall(calls.videoProjectSubmit).mutation(videoProjectSubmitHandler),
  getTaskList: authedCall(calls.getTaskList).query(getTaskListHandler),
  deleteTask: authedCall(calls.deleteTask).mutation(deleteTaskHandler),
  extractTitle: authedCall(calls.extractTitle).mutation(extractTitleHandler),
  getProgressInfo: authedCall(calls.getProgressInfo).query(getProgressInfoHandler),
  getEffectList: authedCall(calls.getEffectList).query(getEffectListHandler),
  videoTaskRetry: authedCall(calls.videoTaskRetry).mutation(videoTaskRetryHandler),
});
