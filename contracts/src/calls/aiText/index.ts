import { videocreationAiTextStreamGenCall } from './videocreationAiTextStreamGen';
import { deepThinkStartCall } from './deepThinkStart';
import { videocreationAiTextStreamAskDbCall } from './videocreationAiTextStreamAskDb';
import { aiRewriteSubmitCall } from './aiRewriteSubmit';
import { aiRewritePollCall } from './aiRewritePoll';
import { videocreationAiTextAsyncAskDbCall } from './videocreationAiTextAsyncAskDb';
import { aiTextQuotaQueryCall } from './aiTextQuotaQuery';
import { talkAiTextGenerateCall } from './talkAiTextGenerate';

export const aiTextCalls = {
  streamGen: videocreationAiTextStreamGenCall,
  deepThinkStart: deepThinkStartCall,
  streamAskDb: videocreationAiTextStreamAskDbCall,
  aiRewriteSubmit: aiRewriteSubmitCall,
  aiRewritePoll: aiRewritePollCall,
  asyncAskDb: videocreationAiTextAsyncAskDbCall,
  aiTextQuotaQuery: aiTextQuotaQueryCall,
  generate: talkAiTextGenerateCall,
} as const;
