import { aiTextCalls as calls } from '@portal/contracts/calls/aiText/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const aiTextRouter = router({
  streamGen: authedCall(calls.streamGen).mutation(notImplemented(calls.streamGen)),
  deepThinkStart: authedCall(calls.deepThinkStart).mutation(notImplemented(calls.deepThinkStart)),
  streamAskDb: authedCall(calls.streamAskDb).subscription(notImplemented(calls.streamAskDb)),
  aiRewriteSubmit: authedCall(calls.aiRewriteSubmit).mutation(notImplemented(calls.aiRewriteSubmit)),
  aiRewritePoll: authedCall(calls.aiRewritePoll).query(notImplemented(calls.aiRewritePoll)),
  asyncAskDb: authedCall(calls.asyncAskDb).mutation(notImplemented(calls.asyncAskDb)),
  aiTextQuotaQuery: authedCall(calls.aiTextQuotaQuery).mutation(notImplemented(calls.aiTextQuotaQuery)),
  generate: authedCall(calls.generate).mutation(notImplemented(calls.generate)),
});
