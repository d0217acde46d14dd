import { studioCalls as calls } from '@portal/contracts/calls/studio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const studioRouter = router({
  studioList: authedCall(calls.studioList).query(notImplemented(calls.studioList)),
  updateName: authedCall(calls.updateName).mutation(notImplemented(calls.updateName)),
  getDetailStatusOfEditor: authedCall(calls.getDetailStatusOfEditor).query(notImplemented(calls.getDetailStatusOfEditor)),
  copyOnlyTask: authedCall(calls.copyOnlyTask).mutation(notImplemented(calls.copyOnlyTask)),
  studioDelete: authedCall(calls.studioDelete).mutation(notImplemented(calls.studioDelete)),
  getExclusiveVirtualHumanProjectCount: authedCall(calls.getExclusiveVirtualHumanProjectCount).query(notImplemented(calls.getExclusiveVirtualHumanProjectCount)),
});
