import { videocreationAiTextScriptCreationCall } from './videocreationAiTextScriptCreation';
import { videocreationAiTextGetTaskRecordCall } from './videocreationAiTextGetTaskRecord';
import { commonSseCacheDataCall } from './commonSseCacheData';
import { videocreationAiTextStreamScriptCreationCall } from './videocreationAiTextStreamScriptCreation';
import { imitationRequestCall } from './imitationRequest';

export const scriptCalls = {
  scriptCreation: videocreationAiTextScriptCreationCall,
  getTaskRecord: videocreationAiTextGetTaskRecordCall,
  cacheData: commonSseCacheDataCall,
  streamScriptCreation: videocreationAiTextStreamScriptCreationCall,
  imitationRequest: imitationRequestCall,
} as const;
