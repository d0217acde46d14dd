import { scriptCalls as calls } from '@portal/contracts/calls/script/index';
import { router } from '../../trpc/init';
import { authedCall, authedStreamCall } from '../../trpc/call-procedures';
import { cacheDataHandler } from './cacheData.handler';
import { getTaskRecordHandler } from './getTaskRecord.handler';
import { imitationRequestHandler } from './imitationRequest.handler';
import { scriptCreationHandler } from './scriptCreation.handler';
import { streamScriptCreationHandler } from './streamScriptCreation.handler';

export const scriptRouter = router({
  scriptCreation: authedCall(calls.scriptCreation).mutation(scriptCreationHandler),
  getTaskRecord: authedCall(calls.getTaskRecord).query(getTaskRecordHandler),
  cacheData: authedCall(calls.cacheData).mutation(cacheDataHandler),
  streamScriptCreation: authedStreamCall(calls.streamScriptCreation).subscription(streamScriptCreationHandler),
  imitationRequest: authedCall(calls.imitationRequest).mutation(imitationRequestHandler),
});
