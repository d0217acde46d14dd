import { scriptCalls as calls } from '@portal/contracts/calls/script/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { imitationRequestHandler } from '../aiText/ai.handler';

export const scriptRouter = router({
  scriptCreation: authedCall(calls.scriptCreation).mutation(notImplemented(calls.scriptCreation)),
  getTaskRecord: authedCall(calls.getTaskRecord).query(notImplemented(calls.getTaskRecord)),
  cacheData: authedCall(calls.cacheData).mutation(notImplemented(calls.cacheData)),
  streamScriptCreation: authedCall(calls.streamScriptCreation).subscription(notImplemented(calls.streamScriptCreation)),
  imitationRequest: authedCall(calls.imitationRequest).mutation(imitationRequestHandler),
});
