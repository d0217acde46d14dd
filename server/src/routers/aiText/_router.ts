import { aiTextCalls as calls } from '@portal/contracts/calls/aiText/index';
import { router } from '../../trpc/init';
import { authedCall, authedStreamCall } from '../../trpc/call-procedures';
import { aiTextQuotaHandler, deepThinkStartHandler, rewritePollHandler, rewriteSubmitHandler, streamAskDbHandler, streamGenHandler } from './ai.handler';
import { asyncAskDbHandler } from './asyncAskDb.handler';
import { talkAiTextGenerateHandler } from './talk-generate.handler';

export const aiTextRouter = router({
  streamGen: authedCall(calls.streamGen).mutation(streamGenHandler),
  deepThinkStart: authedCall(calls.deepThinkStart).mutation(deepThinkStartHandler),
  streamAskDb: authedStreamCall(calls.streamAskDb).subscription(streamAskDbHandler),
  aiRewriteSubmit: authedCall(calls.aiRewriteSubmit).mutation(rewriteSubmitHandler),
  aiRewritePoll: authedCall(calls.aiRewritePoll).query(rewritePollHandler),
  asyncAskDb: authedCall(calls.asyncAskDb).mutation(asyncAskDbHandler),
  aiTextQuotaQuery: authedCall(calls.aiTextQuotaQuery).query(aiTextQuotaHandler),
  generate: authedCall(calls.generate).mutation(talkAiTextGenerateHandler),
});
