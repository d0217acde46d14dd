import { videoProjectCalls as calls } from '@portal/contracts/calls/videoProject/index';
import { router } from '../../trpc/init';
import { authedCall } from '../../trpc/call-procedures';
import { notImplemented } from '../../trpc/not-implemented';

export const videoProjectRouter = router({
  projectCreate: authedCall(calls.projectCreate).mutation(notImplemented(calls.projectCreate)),
  projectCopy: authedCall(calls.projectCopy).mutation(notImplemented(calls.projectCopy)),
  projectUpdate: authedCall(calls.projectUpdate).mutation(notImplemented(calls.projectUpdate)),
  draft: authedCall(calls.draft).mutation(notImplemented(calls.draft)),
  projectDetail: authedCall(calls.projectDetail).query(notImplemented(calls.projectDetail)),
});
