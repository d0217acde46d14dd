import { cardCalls as calls } from '@portal/contracts/calls/card/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const cardRouter = router({
  worksList: authedCall(calls.worksList).query(notImplemented(calls.worksList)),
  save: authedCall(calls.save).mutation(notImplemented(calls.save)),
});
