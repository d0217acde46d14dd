import { studioCalls as calls } from '@portal/contracts/calls/studio/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { copyOnlyTaskHandler } from './copyOnlyTask.handler';
import { getDetailStatusOfEditorHandler } from './getDetailStatusOfEditor.handler';
import { getExclusiveVirtualHumanProjectCountHandler } from './getExclusiveVirtualHumanProjectCount.handler';
import { studioDeleteHandler } from './studioDelete.handler';
import { studioListHandler } from './studioList.handler';
import { updateNameHandler } from './updateName.handler';

export const studioRouter = router({
  studioList: authedCall(calls.studioList).query(studioListHandler),
  updateName: authedCall(calls.updateName).mutation(updateNameHandler),
  getDetailStatusOfEditor: authedCall(calls.getDetailStatusOfEditor).query(getDetailStatusOfEditorHandler),
  copyOnlyTask: authedCall(calls.copyOnlyTask).mutation(copyOnlyTaskHandler),
  studioDelete: authedCall(calls.studioDelete).mutation(studioDeleteHandler),
  getExclusiveVirtualHumanProjectCount: authedCall(calls.getExclusiveVirtualHumanProjectCount).query(
    getExclusiveVirtualHumanProjectCountHandler,
  ),
});
