import { studioCalls as calls } from '@portal/contracts/calls/studio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';
import { exclusiveVhProjectCountHandler, studioDeleteHandler, studioListHandler, updateNameHandler } from './studio.handler';

export const studioRouter = router({
  studioList: authedCall(calls.studioList).query(studioListHandler),
  updateName: authedCall(calls.updateName).mutation(updateNameHandler),
  getDetailStatusOfEditor: authedCall(calls.getDetailStatusOfEditor).query(notImplemented(calls.getDetailStatusOfEditor)),
  copyOnlyTask: authedCall(calls.copyOnlyTask).mutation(notImplemented(calls.copyOnlyTask)),
  studioDelete: authedCall(calls.studioDelete).mutation(studioDeleteHandler),
  getExclusiveVirtualHumanProjectCount: authedCall(calls.getExclusiveVirtualHumanProjectCount).query(exclusiveVhProjectCountHandler),
});
