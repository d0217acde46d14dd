import { wakeWordCalls as calls } from '@portal/contracts/calls/wakeWord/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const wakeWordRouter = router({
  wakeWordAdd: authedCall(calls.wakeWordAdd).mutation(notImplemented(calls.wakeWordAdd)),
  wakeWordDelete: authedCall(calls.wakeWordDelete).mutation(notImplemented(calls.wakeWordDelete)),
  wakeWordList: authedCall(calls.wakeWordList).query(notImplemented(calls.wakeWordList)),
});
