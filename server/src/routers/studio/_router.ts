import { studioCalls as calls } from '@portal/contracts/calls/studio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { copyOnlyTaskHandler, detailStatusOfEditorHandler } from './editor.handler';
import { exclusiveVhProjectCountHandler, studioDeleteHandler, studioListHandler, updateNameHandler } from './studio.handler';

export const studioRouter = router({
  studioList: authedCall(calls.studioList).query(studioListHandler),
  updateName: authedCall(calls.updateName).mutation(updateNameHandler),
  getDetailStatusOfEditor: authedCall(calls.getDetailStatusOfEditor).query(detailStatusOfEditorHandler),
  copyOnlyTask: authedCall(calls.copyOnlyTask).mutation(copyOnlyTaskHandler),
  studioDelete: authedCall(calls.studioDelete).mutation(studioDeleteHandler),
  getExclusiveVirtualHumanProjectCount: authedCall(calls.getExclusiveVirtualHumanProjectCount).query(exclusiveVhProjectCountHandler),
});
