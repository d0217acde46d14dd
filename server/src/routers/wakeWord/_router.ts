import { wakeWordCalls as calls } from '@portal/contracts/calls/wakeWord/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { wakeWordAddHandler } from './wakeWordAdd.handler';
import { wakeWordDeleteHandler } from './wakeWordDelete.handler';
import { wakeWordListHandler } from './wakeWordList.handler';

export const wakeWordRouter = router({
  wakeWordAdd: authedCall(calls.wakeWordAdd).mutation(wakeWordAddHandler),
  wakeWordDelete: authedCall(calls.wakeWordDelete).mutation(wakeWordDeleteHandler),
  wakeWordList: authedCall(calls.wakeWordList).query(wakeWordListHandler),
});
