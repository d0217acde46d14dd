import { aiTextCalls as calls } from '@portal/contracts/calls/aiText/index';
import { router } from '../../trpc/init';
import { authedCall, authedStreamCall } from '../../trpc/call-procedures';
import { aiRewritePollHandler } from './aiRewritePoll.handler';
import { aiRewriteSubmitHandler } from './aiRewriteSubmit.handler';
import { aiTextQuotaQueryHandler } from './aiTextQuotaQuery.handler';
import { asyncAskDbHandler } from './asyncAskDb.handler';
import { deepThinkStartHandler } from './deepThinkStart.handler';
import { generateHandler } from './generate.handler';
import { streamAskDbHandler } from './streamAskDb.handler';
import { streamGenHandler } from './streamGen.handler';

export const aiTextRouter = router({
  streamGen: authedCall(calls.streamGen).mutation(streamGenHandler),
  deepThinkStart: authedCall(calls.deepThinkStart).mutation(deepThinkStartHandler),
  streamAskDb: authedStreamCall(calls.streamAskDb).subscription(streamAskDbHandler),
  aiRewriteSubmit: authedCall(calls.aiRewriteSubmit).mutation(aiRewriteSubmitHandler),
  aiRewritePoll: authedCall(calls.aiRewritePoll).query(aiRewritePollHandler),
  asyncAskDb: authedCall(calls.asyncAskDb).mutation(asyncAskDbHandler),
  aiTextQuotaQuery: authedCall(calls.aiTextQuotaQuery).query(aiTextQuotaQueryHandler),
  generate: authedCall(calls.generate).mutation(generateHandler),
});
