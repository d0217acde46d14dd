import { videoCreationAiVideoTaskQueryPageCall } from './videoCreationAiVideoTaskQueryPage';
import { videoCreationAiVideoTaskBatchDelCall } from './videoCreationAiVideoTaskBatchDel';
import { videoCreationAiVideoTaskDetailCall } from './videoCreationAiVideoTaskDetail';
import { videoCreationAiVideoTaskSubmitCall } from './videoCreationAiVideoTaskSubmit';
import { videoCreationAiVideoTaskRetryCall } from './videoCreationAiVideoTaskRetry';
import { videoCreationAiVideoTaskCacheSimpleTaskCall } from './videoCreationAiVideoTaskCacheSimpleTask';
import { videoCreationAiVideoTaskGetCachedSimpleTaskCall } from './videoCreationAiVideoTaskGetCachedSimpleTask';
import { quickVideoTaskCreateCall } from './quickVideoTaskCreate';

export const aiVideoTaskCalls = {
  queryPage: videoCreationAiVideoTaskQueryPageCall,
  batchDel: videoCreationAiVideoTaskBatchDelCall,
  aiVideoTaskDetail: videoCreationAiVideoTaskDetailCall,
  aiVideoTaskSubmit: videoCreationAiVideoTaskSubmitCall,
  retry: videoCreationAiVideoTaskRetryCall,
  cacheSimpleTask: videoCreationAiVideoTaskCacheSimpleTaskCall,
  getCachedSimpleTask: videoCreationAiVideoTaskGetCachedSimpleTaskCall,
  quickVideoTaskCreate: quickVideoTaskCreateCall,
} as const;
