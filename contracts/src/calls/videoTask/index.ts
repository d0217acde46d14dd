import { videoProjectSubmitCall } from './videoProjectSubmit';
import { videoProjectGetTaskListCall } from './videoProjectGetTaskList';
import { videoProjectDeleteTaskCall } from './videoProjectDeleteTask';
import { videoProjectExtractTitleCall } from './videoProjectExtractTitle';
import { videoProjectGetProgressInfoCall } from './videoProjectGetProgressInfo';
import { videoProjectGetEffectListCall } from './videoProjectGetEffectList';
import { videoTaskRetryCall } from './videoTaskRetry';

export const videoTaskCalls = {
  videoProjectSubmit: videoProjectSubmitCall,
  getTaskList: videoProjectGetTaskListCall,
  deleteTask: videoProjectDeleteTaskCall,
  extractTitle: videoProjectExtractTitleCall,
  getProgressInfo: videoProjectGetProgressInfoCall,
  getEffectList: videoProjectGetEffectListCall,
  videoTaskRetry: videoTaskRetryCall,
} as const;
