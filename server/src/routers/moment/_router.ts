import { momentCalls as calls } from '@portal/contracts/calls/moment/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const momentRouter = router({
  momentQueryV2: authedCall(calls.momentQueryV2).mutation(notImplemented(calls.momentQueryV2)),
  momentTop: authedCall(calls.momentTop).mutation(notImplemented(calls.momentTop)),
  momentDelete: authedCall(calls.momentDelete).mutation(notImplemented(calls.momentDelete)),
  momentPublish: authedCall(calls.momentPublish).mutation(notImplemented(calls.momentPublish)),
  momentEdit: authedCall(calls.momentEdit).mutation(notImplemented(calls.momentEdit)),
  labelAdd: authedCall(calls.labelAdd).mutation(notImplemented(calls.labelAdd)),
  labelOrder: authedCall(calls.labelOrder).mutation(notImplemented(calls.labelOrder)),
  labelQuery: authedCall(calls.labelQuery).query(notImplemented(calls.labelQuery)),
  labelRemove: authedCall(calls.labelRemove).mutation(notImplemented(calls.labelRemove)),
  labelUpdate: authedCall(calls.labelUpdate).mutation(notImplemented(calls.labelUpdate)),
  updateLabel: authedCall(calls.updateLabel).mutation(notImplemented(calls.updateLabel)),
  momentOrder: authedCall(calls.momentOrder).mutation(notImplemented(calls.momentOrder)),
});
